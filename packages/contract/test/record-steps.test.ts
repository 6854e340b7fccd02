import { describe, expect, it } from 'vitest';
import { CLASS_STEP_NEEDS_EDITABLE, classStepsEnabled } from '../src/class/rules/class-rules.ts';
import { CLASS_RECORD, CLASS_STEP_LIST, type ClassStepKey } from '../src/class/rules/class-steps.ts';
import { COURSE_RECORD, COURSE_STEP_LIST, type CourseStepKey } from '../src/course/rules/course-steps.ts';
import { COURSE_STEP_CONDITIONS, courseStepsEnabled } from '../src/course/rules/course-workflow.ts';
import { FEEDBACK_SECTIONS } from '../src/platform/feedback.ts';
import { type StepDeclaration, type StepRegistry, stepFeedbackSection, stepPageName, stepSubpages } from '../src/platform/record-steps.ts';

/**
 * The steps of course and class are declared once (ADR 0018). These check the
 * declarations against the routes and feedback sections, that the server's step states cover every
 * declared step, and (the @ts-expect-error lines, which `tsc -b` compiles) that a
 * registry missing a declared step does not compile.
 */
const RECORDS: [string, string, readonly StepDeclaration[]][] = [
  ['course', COURSE_RECORD, COURSE_STEP_LIST],
  ['class', CLASS_RECORD, CLASS_STEP_LIST],
];

describe.each(RECORDS)('the %s steps', (_name, record, steps) => {
  it('have unique keys, paths and titles; the page identifier is the route name', () => {
    for (const field of ['key', 'path', 'page', 'title'] as const) {
      expect(new Set(steps.map((s) => s[field])).size, field).toBe(steps.length);
    }
    for (const s of steps) expect(s.page).toBe(stepPageName(record, s.path));
    expect(steps[0]).toMatchObject({ key: 'details', path: '' });
  });

  it('name only the feedback sections reviewers use', () => {
    for (const s of steps) if (s.feedback) expect(FEEDBACK_SECTIONS).toContain(s.feedback);
  });
});

describe('the offering routes and their subpages', () => {
  it('/course/{id} has the spec subpages, and the IRS CE Workflow step of its step menu', () => {
    expect(stepSubpages(COURSE_STEP_LIST)).toEqual(
      [
        'agenda',
        'approval',
        'audit',
        'classes',
        'contentreview',
        'cpe',
        'credits',
        'documentation',
        'irs',
        'nasba',
        'qualification',
        'roster',
        'version',
        'irsworkflow',
      ].sort(),
    );
  });

  it('/class/{id} has the spec subpages', () => {
    expect(stepSubpages(CLASS_STEP_LIST)).toEqual([
      'agenda',
      'approval',
      'audit',
      'background',
      'contacts',
      'credits',
      'documentation',
      'roster',
    ]);
  });

  it('course steps whose pages take feedback name their feedback section; class steps take none', () => {
    expect(stepFeedbackSection(COURSE_STEP_LIST, 'cpe')).toBe('CPE Information');
    expect(stepFeedbackSection(COURSE_STEP_LIST, 'audit')).toBeUndefined();
    expect(stepFeedbackSection(COURSE_STEP_LIST, 'no-such-step')).toBeUndefined();
    expect(CLASS_STEP_LIST.some((s) => 'feedback' in s)).toBe(false);
  });
});

describe('server step states cover every declared step', () => {
  it('course: a state for each, from a rule each', () => {
    const pages = COURSE_STEP_LIST.map((s) => ({
      step: s.key,
      is_default_disabled: false,
      finalized_permission: 'finalizedPermission' in s ? s.finalizedPermission : null,
    }));
    const states = courseStepsEnabled({
      course: { course_status: 'Draft', agenda_type_id: 1, has_credit_qualified_modules: true, sponsoring_org: 'Firm' },
      tenant: { isSponsor: true, irsCeWorkflowEnabled: true },
      pages,
      permissions: [],
    });
    const keys = COURSE_STEP_LIST.map((s) => s.key);
    expect(Object.keys(states)).toEqual(keys);
    expect(Object.keys(COURSE_STEP_CONDITIONS).sort()).toEqual([...keys].sort());
    expect(Object.values(states).every(Boolean)).toBe(true);
  });

  it('class: a state for each, and each says whether it needs an editable class', () => {
    const pages = CLASS_STEP_LIST.map((s) => ({ step: s.key, is_default_disabled: false }));
    const states = classStepsEnabled({ status: 'Uncertified', is_editable: true, is_tenant_sponsor: false, delivery_method_id: 2 }, pages);
    const keys = CLASS_STEP_LIST.map((s) => s.key);
    expect(Object.keys(states)).toEqual(keys);
    expect(Object.values(states).every((s) => s === 'enabled')).toBe(true);
    expect(Object.keys(CLASS_STEP_NEEDS_EDITABLE).sort()).toEqual([...keys].sort());
  });
});

describe('typing: a step declared in one place only does not compile', () => {
  const ALL_CLASS = { details: 1, agenda: 1, contacts: 1, roster: 1, credits: 1, documentation: 1, background: 1, approval: 1, audit: 1 };

  it('a registry must name every declared step and no other', () => {
    const complete: StepRegistry<ClassStepKey, number> = ALL_CLASS;
    // @ts-expect-error a registry that lacks a declared step (audit) is refused
    const missing: StepRegistry<ClassStepKey, number> = {
      details: 1,
      agenda: 1,
      contacts: 1,
      roster: 1,
      credits: 1,
      documentation: 1,
      background: 1,
      approval: 1,
    };
    const { audit: _audit, ...withoutAudit } = ALL_CLASS;
    // @ts-expect-error the web registries' form: an object `satisfies` the registry type
    const web = withoutAudit satisfies StepRegistry<ClassStepKey, number>;
    // @ts-expect-error nor a step nobody declared
    const extra = { ...ALL_CLASS, grades: 1 } satisfies StepRegistry<ClassStepKey, number>;
    expect([complete, missing, web, extra]).toHaveLength(4);
  });

  it('a step added to the declaration but not to the server step rules is refused', () => {
    type WithNewStep = CourseStepKey | 'grades';
    // @ts-expect-error COURSE_STEP_CONDITIONS names no 'grades'
    const conditions: Readonly<Record<WithNewStep, unknown>> = COURSE_STEP_CONDITIONS;
    // @ts-expect-error CLASS_STEP_NEEDS_EDITABLE names no 'grades'
    const editable: Readonly<Record<ClassStepKey | 'grades', boolean>> = CLASS_STEP_NEEDS_EDITABLE;
    expect([conditions, editable]).toHaveLength(2);
  });
});
