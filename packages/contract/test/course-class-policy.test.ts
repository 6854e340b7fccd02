import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASS_ACCESS_CODES,
  CLASS_POLICY_CODES,
  CLASS_RUNNER_CODES,
  CLASS_SEE_ALL,
  classVisible,
  seesEveryClass,
} from '../src/class/policy/class-policy.ts';
import {
  COURSE_ACCESS_CODES,
  COURSE_POLICY_CODES,
  courseAbilities,
  courseVisibilityPlan,
  courseVisible,
  SIGNOFF_PERMISSIONS,
} from '../src/course/policy/course-policy.ts';
import { LOCAL_LEARNING_ACCESS_CODES } from '../src/course/policy/local-learning-codes.ts';
import { COURSE_STATUSES } from '../src/course/rules/course-workflow.ts';
import { PERMISSION_CODES } from '../src/platform/permissions.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';

/** The course permission codes and ADR 0010 as a table, written out independently of the policy's data. */
function specSeesCourse(
  course: { course_status: string; delivery_method_id: number | null; created_by: number; related: boolean },
  held: readonly string[],
  me: number,
) {
  const has = (c: string) => held.includes(c);
  const signoff = course.delivery_method_id !== null && has(SIGNOFF_PERMISSIONS[course.delivery_method_id] ?? '-');
  if (course.related) return true;
  switch (course.course_status) {
    case 'Draft':
      return has('CRS007') || course.created_by === me;
    case 'Pending Signoff':
      return has('CRS007') || signoff;
    case 'Finalized':
      return has('CRS053');
    case 'Editing':
      return has('FIN030');
    default:
      return false;
  }
}

const ME = 7;
const methods = [null, ...Object.values(DELIVERY_METHOD_IDS), 99];

describe('the course policy', () => {
  it('course visibility follows the course permission codes for every status, delivery method, creator, relation and set of codes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COURSE_STATUSES, 'Retired'),
        fc.constantFrom(...methods),
        fc.constantFrom(ME, 8),
        fc.boolean(),
        fc.subarray([...PERMISSION_CODES]),
        (course_status, delivery_method_id, created_by, related, held) => {
          const course = { course_status, delivery_method_id, created_by, related };
          const expected = specSeesCourse(course, held, ME);
          expect(courseVisible(course, { permissions: held, personId: ME })).toBe(expected);
          expect(courseAbilities(course, { permissions: held, personId: ME }).view).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a viewer who sees every status whole needs no related courses (search adds no clause)', () => {
    const all = courseVisibilityPlan(['CRS007', 'CRS053', 'FIN030']);
    expect(all).toMatchObject({ whole: [...COURSE_STATUSES], own: [], signoff: [], related: false });
    expect(courseVisibilityPlan(['CRS048'])).toEqual({
      whole: [],
      own: ['Draft'],
      signoff: [{ status: 'Pending Signoff', deliveryMethodIds: [DELIVERY_METHOD_IDS.groupLive] }],
      related: true,
    });
  });

  it('the course routes admit any course code: the drafter, viewers and every signoff code', () => {
    expect(COURSE_ACCESS_CODES).toEqual([
      'CRS007',
      'CRS053',
      'FIN030',
      'CRS047',
      'CRS048',
      'CRS049',
      'CRS043',
      'CRS045',
      'CRS046',
      'CRS054',
    ]);
    expect(COURSE_POLICY_CODES.finalizedContentReview).toBe('FIN015');
  });
});

describe('the class policy', () => {
  it('runners hold a class permission code (sync, void, certify, code expiry); the class routes admit them, course codes and local learning codes, not HPT005 alone', () => {
    expect(CLASS_RUNNER_CODES).toEqual(['CLS046', 'CLS054', 'CLS032', 'CLS057', 'CLS055']);
    expect(CLASS_POLICY_CODES.certify).toEqual(['CLS032', 'CLS057']);
    // The roster of a local learning is its class's (ADR 0025).
    expect(CLASS_ACCESS_CODES).toEqual([...new Set([...COURSE_ACCESS_CODES, ...CLASS_RUNNER_CODES, ...LOCAL_LEARNING_ACCESS_CODES])]);
    expect(CLASS_ACCESS_CODES).not.toContain('HPT005');
    expect(CLASS_SEE_ALL).toEqual([...CLASS_RUNNER_CODES, 'CRS053']);
  });

  it('runners and viewers of Finalized courses see every class; anyone else the classes they are involved in', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSION_CODES]), fc.boolean(), (held, involved) => {
        const all = held.some((c) => c.startsWith('CLS') || c === 'CRS053');
        expect(seesEveryClass(held)).toBe(all);
        expect(classVisible({ permissions: held, involved })).toBe(all || involved);
      }),
    );
  });
});
