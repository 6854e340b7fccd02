import { VENDED_CONTENT_ACCESS_REQUIREMENT, VENDED_CONTENT_RECORD, VENDED_CONTENT_STEP_LIST } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { VENDED_SCREEN_STEPS } from '../../src/app/record-screens/VendedContentScreen.tsx';
import { ROUTE_PERMISSIONS, routePermitted } from '../../src/lib/routes/route-permissions.ts';
import { ROUTES, routeByName } from '../../src/lib/routes/route-table.ts';
import { LAYOUTS } from '../../src/lib/shell/layout-config.ts';

/** The declared vended content steps (ADR 0018) each have a route, the contract's access requirement and a screen; nothing else. */
describe('the declared vended content steps', () => {
  it('each have a route at /vendedcontent/:id/{path} in the vended layout, and the record has no other route', () => {
    for (const step of VENDED_CONTENT_STEP_LIST) {
      const route = routeByName(step.page);
      expect(route?.path, step.key).toBe(step.path ? `/vendedcontent/:id/${step.path}` : '/vendedcontent/:id');
      expect(route?.screen).toBe('vended-content');
      expect(route?.layout).toBe('vended-content');
    }
    expect(ROUTES.filter((r) => r.record === VENDED_CONTENT_RECORD)).toHaveLength(VENDED_CONTENT_STEP_LIST.length);
    expect(routeByName('vendedcontent-search')?.screen).toBe('vended-content-search');
  });

  it('ask for the contract’s vended content access: VCP001 or a course code opens them, a learner’s codes do not', () => {
    for (const name of ['vendedcontent-search', ...VENDED_CONTENT_STEP_LIST.map((s) => s.page)]) {
      expect(ROUTE_PERMISSIONS[name], name).toEqual(VENDED_CONTENT_ACCESS_REQUIREMENT);
      expect(routePermitted(name, new Set(['VCP001'])), name).toBe(true);
      expect(routePermitted(name, new Set(['CRS007'])), name).toBe(true);
      expect(routePermitted(name, new Set(['ECP006'])), name).toBe(false);
    }
  });

  it('each have a screen, and the registry has no other', () => {
    expect(Object.keys(VENDED_SCREEN_STEPS).sort()).toEqual(VENDED_CONTENT_STEP_LIST.map((s) => s.key).sort());
  });

  it('show under the caption Vended Request Status, with Search going back to /vendedcontent-search', () => {
    expect(LAYOUTS['vended-content'].statusCaption).toBe('Vended Request Status');
    expect(LAYOUTS['vended-content'].searchPath).toBe('/vendedcontent-search');
  });
});
