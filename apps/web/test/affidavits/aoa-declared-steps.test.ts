import { AOA_RECORD, AOA_STEP_LIST } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { AOA_STEPS } from '../../src/features/affidavits/workspace/step-registry.ts';
import { ROUTE_PERMISSIONS } from '../../src/lib/routes/route-permissions.ts';
import { ROUTES, routeByName } from '../../src/lib/routes/route-table.ts';

/**
 * The affidavit's declared steps (ADR 0018) each have a route, a route permission entry and
 * a screen; the record's own route (which opens the first enabled step) is the only other.
 */
describe('the declared affidavit steps', () => {
  it('each have a route at their path, and the record route is the only other', () => {
    for (const step of AOA_STEP_LIST)
      expect(routeByName(step.page)?.path, step.key).toBe(`/learner/affidavitofattendance/:id/${step.path}`);
    expect(
      ROUTES.filter((r) => r.record === AOA_RECORD)
        .map((r) => r.name)
        .sort(),
    ).toEqual([AOA_RECORD, ...AOA_STEP_LIST.map((s) => s.page)].sort());
    expect(routeByName(AOA_RECORD)?.layout).toBe('affidavit-of-attendance');
  });

  it('each have a route permission entry, open to any signed-in user (the server answers by each affidavit)', () => {
    for (const name of [AOA_RECORD, ...AOA_STEP_LIST.map((s) => s.page)]) expect(ROUTE_PERMISSIONS[name], name).toEqual([]);
  });

  it('each have a screen in the step registry, and the registry has no other', () => {
    expect(Object.keys(AOA_STEPS).sort()).toEqual(AOA_STEP_LIST.map((s) => s.key).sort());
  });
});
