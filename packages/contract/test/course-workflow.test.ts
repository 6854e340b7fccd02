import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CourseAbilities, courseAbilities, courseActionRequirement, signoffPermission } from '../src/course/policy/course-policy.ts';
import {
  COURSE_STATUSES,
  type CourseAction,
  type CoursePage,
  type CourseStepsInput,
  courseStepsEnabled,
  courseTransition,
  isCourseStatus,
} from '../src/course/rules/course-workflow.ts';
import { PERMISSION_CODES } from '../src/platform/permissions.ts';
import { DELIVERY_METHOD_IDS, DELIVERY_METHOD_NAMES } from '../src/reference/rules/lookups.ts';

const ACTIONS: CourseAction[] = ['submit', 'return', 'finalize', 'reopen'];

describe('course statuses (Draft, Pending Signoff, Finalized, Editing) and transitions', () => {
  it('lists the four statuses', () => {
    expect(COURSE_STATUSES).toEqual(['Draft', 'Pending Signoff', 'Finalized', 'Editing']);
    expect(isCourseStatus('Editing')).toBe(true);
    expect(isCourseStatus('Pending Delivery')).toBe(false);
  });

  it('follows the transition table and nothing else', () => {
    const table = Object.fromEntries(ACTIONS.map((a) => [a, Object.fromEntries(COURSE_STATUSES.map((s) => [s, courseTransition(a, s)]))]));
    expect(table).toEqual({
      submit: { Draft: 'Pending Signoff', 'Pending Signoff': null, Finalized: null, Editing: null },
      return: { Draft: null, 'Pending Signoff': 'Draft', Finalized: null, Editing: null },
      finalize: { Draft: null, 'Pending Signoff': 'Finalized', Finalized: null, Editing: 'Finalized' },
      reopen: { Draft: null, 'Pending Signoff': null, Finalized: 'Editing', Editing: null },
    });
    for (const action of ACTIONS) expect(courseTransition(action, 'Voided')).toBeNull();
  });
});

describe('signoff permissions by delivery method', () => {
  it('maps each delivery method to its code', () => {
    const codes = Object.keys(DELIVERY_METHOD_NAMES).map((id) => [DELIVERY_METHOD_NAMES[Number(id) as 1], signoffPermission(Number(id))]);
    expect(codes).toEqual([
      ['Group Internet-Based', 'CRS047'],
      ['Group Live', 'CRS048'],
      ['Group Live & Group Internet', 'CRS049'],
      ['QAS Self Study', 'CRS043'],
      ['Nano Learning', 'CRS045'],
      ['Interactive Self Study', 'CRS046'],
      ['Not Applicable', 'CRS054'],
    ]);
    expect(DELIVERY_METHOD_IDS).toEqual({
      groupInternet: 1,
      groupLive: 2,
      groupLiveAndInternet: 3,
      qasSelfStudy: 4,
      nanoLearning: 5,
      interactiveSelfStudy: 6,
      notApplicable: 7,
    });
  });

  it('has none for a missing or unknown delivery method', () => {
    expect(signoffPermission(null)).toBeNull();
    expect(signoffPermission(undefined)).toBeNull();
    expect(signoffPermission(8)).toBeNull();
    expect(signoffPermission(0)).toBeNull();
  });

  it('states what each action requires', () => {
    expect(courseActionRequirement('submit', 2)).toEqual(['CRS007']);
    expect(courseActionRequirement('reopen', 2)).toEqual(['CRS007', 'FIN030']);
    expect(courseActionRequirement('return', 4)).toEqual(['CRS043']);
    expect(courseActionRequirement('finalize', 7)).toEqual(['CRS054']);
    expect(courseActionRequirement('finalize', null)).toBeNull();
  });
});

describe('course abilities for every status and permission set', () => {
  const ME = 10;
  const sets: Record<string, { codes: string[]; creator?: boolean }> = {
    none: { codes: [] },
    creator: { codes: [], creator: true },
    CRS007: { codes: ['CRS007'] },
    signoff: { codes: ['CRS048'] },
    otherSignoff: { codes: ['CRS047', 'CRS043'] },
    CRS053: { codes: ['CRS053'] },
    FIN030: { codes: ['FIN030'] },
    'CRS007+FIN030': { codes: ['CRS007', 'FIN030'] },
    FIN015: { codes: ['FIN015'] },
    'CRS053+FIN015': { codes: ['CRS053', 'FIN015'] },
    all: { codes: [...PERMISSION_CODES] },
  };
  // Abilities that are true; everything else is false. The course is Group Live (CRS048).
  const expected: Record<string, Record<string, (keyof CourseAbilities)[]>> = {
    Draft: {
      creator: ['view', 'edit', 'editContentReview'],
      CRS007: ['view', 'edit', 'submit', 'editContentReview'],
      'CRS007+FIN030': ['view', 'edit', 'submit', 'editContentReview'],
      all: ['view', 'edit', 'submit', 'editContentReview'],
    },
    'Pending Signoff': {
      CRS007: ['view'],
      signoff: ['view', 'edit', 'return', 'finalize', 'editContentReview', 'sync'],
      'CRS007+FIN030': ['view'],
      all: ['view', 'edit', 'return', 'finalize', 'editContentReview', 'sync'],
    },
    Finalized: {
      CRS007: ['sync'],
      CRS053: ['view'],
      'CRS007+FIN030': ['reopen', 'sync'],
      FIN015: ['editContentReview'],
      'CRS053+FIN015': ['view', 'editContentReview'],
      all: ['view', 'reopen', 'editContentReview', 'sync'],
    },
    Editing: {
      CRS007: ['sync'],
      signoff: ['finalize'],
      FIN030: ['view'],
      'CRS007+FIN030': ['view', 'edit', 'editContentReview', 'sync'],
      all: ['view', 'edit', 'finalize', 'editContentReview', 'sync'],
    },
  };

  for (const status of COURSE_STATUSES) {
    for (const [name, set] of Object.entries(sets)) {
      it(`${status} with ${name}`, () => {
        const course = { course_status: status, delivery_method_id: DELIVERY_METHOD_IDS.groupLive, created_by: set.creator ? ME : 99 };
        const abilities = courseAbilities(course, { permissions: set.codes, personId: ME });
        const granted = Object.entries(abilities)
          .filter(([, yes]) => yes)
          .map(([key]) => key);
        expect(granted.sort()).toEqual([...(expected[status]?.[name] ?? [])].sort());
      });
    }
  }

  it('gives nothing for an unknown status, and no signoff without a delivery method', () => {
    const all = { permissions: PERMISSION_CODES, personId: 1 };
    expect(Object.values(courseAbilities({ course_status: 'Voided', delivery_method_id: 2, created_by: 1 }, all)).some(Boolean)).toBe(
      false,
    );
    const pending = courseAbilities({ course_status: 'Pending Signoff', delivery_method_id: null, created_by: 1 }, all);
    expect(pending).toMatchObject({ view: true, edit: false, return: false, finalize: false });
  });

  it('lets a contact, content reviewer or IRS CE approver see the course in every status, and do nothing more', () => {
    // A coordinator (CRS053, FIN030) who reviews a Pending Signoff course's content.
    const coordinator = { permissions: ['CRS053', 'FIN030'], personId: ME };
    for (const course_status of COURSE_STATUSES) {
      const course = { course_status, delivery_method_id: DELIVERY_METHOD_IDS.groupLive, created_by: 99 };
      const related = courseAbilities({ ...course, related: true }, coordinator);
      const plain = courseAbilities(course, coordinator);
      expect(related).toEqual({ ...plain, view: true });
    }
    expect(courseAbilities({ course_status: 'Pending Signoff', delivery_method_id: 2, created_by: 99 }, coordinator).view).toBe(false);
  });

  it('only allows an action where a transition exists, and never edits a Finalized course', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COURSE_STATUSES),
        fc.integer({ min: 1, max: 8 }),
        fc.subarray([...PERMISSION_CODES]),
        fc.boolean(),
        (status, method, codes, creator) => {
          const a = courseAbilities(
            { course_status: status, delivery_method_id: method, created_by: creator ? 1 : 2 },
            { permissions: codes, personId: 1 },
          );
          for (const action of ACTIONS) if (a[action]) expect(courseTransition(action, status)).not.toBeNull();
          if (status === 'Finalized') expect(a.edit).toBe(false);
          if (a.edit) expect(a.editContentReview).toBe(true);
        },
      ),
    );
  });
});

describe('course steps enabled', () => {
  const page = (step: string, over: Partial<CoursePage> = {}): CoursePage => ({
    step,
    is_default_disabled: false,
    finalized_permission: null,
    ...over,
  });
  const base: CourseStepsInput = {
    course: { course_status: 'Draft', agenda_type_id: 1, has_credit_qualified_modules: true, sponsoring_org: null },
    tenant: { isSponsor: true, irsCeWorkflowEnabled: true },
    pages: [page('details'), page('contentreview'), page('irs'), page('audit', { is_default_disabled: 1 })],
    permissions: [],
  };
  const steps = (over: {
    course?: Partial<CourseStepsInput['course']>;
    tenant?: Partial<CourseStepsInput['tenant']>;
    pages?: CoursePage[];
    permissions?: string[];
  }) =>
    courseStepsEnabled({
      ...base,
      course: { ...base.course, ...over.course },
      tenant: { ...base.tenant, ...over.tenant },
      pages: over.pages ?? base.pages,
      permissions: over.permissions ?? [],
    });

  it('enables the configured pages, except those disabled by default', () => {
    expect(steps({})).toEqual({ details: true, contentreview: true, irs: true, audit: false });
  });

  it('enables IRS CE Workflow and Class Details where page configuration enables them', () => {
    const pages = [page('irs'), page('irsworkflow'), page('classes')];
    expect(steps({ pages })).toEqual({ irs: true, irsworkflow: true, classes: true });
    // The IRS CE Workflow follows the tenant's IRS CE workflow flag and the IRS CE rule, like IRS CE Information.
    expect(steps({ pages, tenant: { irsCeWorkflowEnabled: false } })).toEqual({ irs: false, irsworkflow: false, classes: true });
    expect(steps({ pages, tenant: { isSponsor: false } }).irsworkflow).toBe(false);
    const disabled = [page('irsworkflow', { is_default_disabled: true }), page('classes', { is_default_disabled: 1 })];
    expect(steps({ pages: disabled })).toEqual({ irsworkflow: false, classes: false });
  });

  it('Content Review needs a sponsoring tenant or the Training Hours agenda type', () => {
    expect(steps({ tenant: { isSponsor: false } }).contentreview).toBe(false);
    expect(steps({ tenant: { isSponsor: false }, course: { agenda_type_id: 2 } }).contentreview).toBe(true);
  });

  it('IRS CE needs the workflow, and a sponsor with credit-qualified modules or a non-sponsor with a sponsoring org', () => {
    expect(steps({ tenant: { irsCeWorkflowEnabled: false } }).irs).toBe(false);
    expect(steps({ course: { has_credit_qualified_modules: 0 } }).irs).toBe(false);
    expect(steps({ tenant: { isSponsor: false } }).irs).toBe(false);
    expect(steps({ tenant: { isSponsor: false }, course: { sponsoring_org: '  ' } }).irs).toBe(false);
    expect(steps({ tenant: { isSponsor: false }, course: { sponsoring_org: 'State Society' } }).irs).toBe(true);
  });

  it('once Finalized, a page with a finalized permission is only for its holders', () => {
    const pages = [
      page('cpe', { finalized_permission: 'CRS053' }),
      page('contentreview', { finalized_permission: 'FIN015' }),
      page('audit'),
    ];
    expect(steps({ pages, course: { course_status: 'Finalized' } })).toEqual({ cpe: false, contentreview: false, audit: true });
    expect(steps({ pages, course: { course_status: 'Finalized' }, permissions: ['CRS053', 'FIN015'] })).toEqual({
      cpe: true,
      contentreview: true,
      audit: true,
    });
    expect(steps({ pages, course: { course_status: 'Editing' } })).toEqual({ cpe: true, contentreview: true, audit: true });
  });
});
