import {
  CLASS_STEP_LIST,
  COURSE_ACCESS_CODES,
  COURSE_ACCESS_REQUIREMENT,
  COURSE_STEP_LIST,
  EXTERNAL_CPE_RECORD,
  EXTERNAL_CPE_STEP_LIST,
  type StepDeclaration,
} from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { COURSE_SCREEN_STEPS } from '../../src/app/record-screens/CourseScreen.tsx';
import { CLASS_STEPS } from '../../src/features/classes/workspace/step-registry.ts';
import { ECP_STEPS } from '../../src/features/external-cpe/workspace/step-registry.ts';
import { ROUTE_PERMISSIONS, routePermitted } from '../../src/lib/routes/route-permissions.ts';
import { ROUTES, routeByName } from '../../src/lib/routes/route-table.ts';

/**
 * Every step the contract declares (ADR 0018) has a route at its path, a route permission
 * entry under its page identifier, and a screen in the web's step registry; and the web
 * has no course or class step route, permission or screen the contract does not declare.
 */
const RECORDS: [string, string, readonly StepDeclaration[], Readonly<Partial<Record<string, unknown>>>][] = [
  ['course', '/course/:id', COURSE_STEP_LIST, COURSE_SCREEN_STEPS],
  ['class', '/class/:id', CLASS_STEP_LIST, CLASS_STEPS],
];

describe.each(RECORDS)('the declared %s steps', (_name, base, steps, registry) => {
  it('each have a route at their path, named by their page identifier', () => {
    for (const step of steps) {
      expect(routeByName(step.page)?.path, step.key).toBe(step.path ? `${base}/${step.path}` : base);
    }
    const record = routeByName(steps[0]?.page ?? '')?.name;
    expect(ROUTES.filter((r) => r.record === record).map((r) => r.name)).toEqual(expect.arrayContaining(steps.map((s) => s.page)));
    expect(ROUTES.filter((r) => r.record === record)).toHaveLength(steps.length);
  });

  it('each have a route permission entry', () => {
    for (const step of steps) expect(ROUTE_PERMISSIONS[step.page], step.page).toBeDefined();
  });

  it('each have a screen in the step registry, and the registry has no other', () => {
    for (const step of steps) expect(registry[step.key], step.key).toBeDefined();
    expect(Object.keys(registry).sort()).toEqual(steps.map((s) => s.key).sort());
  });
});

describe('the declared external CPE steps', () => {
  it('each have a route /learner/cpe/{path}/{id}, a route permission entry and a screen, and nothing else', () => {
    for (const step of EXTERNAL_CPE_STEP_LIST) {
      expect(routeByName(step.page)?.path, step.key).toBe(`/learner/cpe/${step.path}/:id?`);
      expect(ROUTE_PERMISSIONS[step.page], step.page).toEqual([]);
      expect(ECP_STEPS[step.key], step.key).toBeDefined();
    }
    expect(ROUTES.filter((r) => r.record === EXTERNAL_CPE_RECORD)).toHaveLength(EXTERNAL_CPE_STEP_LIST.length);
    expect(Object.keys(ECP_STEPS).sort()).toEqual(EXTERNAL_CPE_STEP_LIST.map((s) => s.key).sort());
  });
});

describe('route permissions from the course policy', () => {
  it('course search and every course step need a course code of the policy', () => {
    for (const name of ['course-search', 'nasba-id', ...COURSE_STEP_LIST.map((s) => s.page)]) {
      expect(ROUTE_PERMISSIONS[name], name).toEqual(COURSE_ACCESS_REQUIREMENT);
      for (const code of COURSE_ACCESS_CODES) expect(routePermitted(name, new Set([code])), `${name} ${code}`).toBe(true);
      expect(routePermitted(name, new Set(['HPT005'])), name).toBe(false);
    }
  });

  it('the class steps stay open to any signed-in user: the server answers by each class', () => {
    for (const step of CLASS_STEP_LIST) expect(ROUTE_PERMISSIONS[step.page]).toEqual([]);
  });
});
