import { CLASS_STEP_LIST, COURSE_STEP_LIST } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { CLASS_PAGES } from '../../src/modules/classes/core/class-steps.ts';
import { COURSE_PAGES } from '../../src/seed/course-config.ts';

/** The page configuration every tenant starts with is the contract's declared steps, in menu order (ADR 0018). */
describe('the seed page configuration', () => {
  it('has one course page per declared course step, with its title, path and finalized permission', () => {
    expect(COURSE_PAGES.map((p) => [p.step, p.title, p.path])).toEqual(COURSE_STEP_LIST.map((s) => [s.key, s.title, s.path]));
    expect(COURSE_PAGES.filter((p) => p.finalized_permission).map((p) => [p.step, p.finalized_permission])).toEqual([
      ['contentreview', 'FIN015'],
    ]);
  });

  it('has one class page per declared class step', () => {
    expect(CLASS_PAGES.map((p) => [p.step, p.title, p.path])).toEqual(CLASS_STEP_LIST.map((s) => [s.key, s.title, s.path]));
  });
});
