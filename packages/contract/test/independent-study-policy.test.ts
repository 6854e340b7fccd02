import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDEPENDENT_STUDY_STATUSES } from '../src/course/rules/offering-kinds.ts';
import { independentStudyAbilities } from '../src/offerings/policy/independent-study-policy.ts';

const QAS = 4;
const study = (course_status: string) => ({ course_status, delivery_method_id: QAS, created_by: 7 });

describe('who assigns learners to take a study’s final exam (ADR 0052)', () => {
  it.each([
    ['its creator', 7, ['CRS053'], true],
    ['a holder of CRS007', 8, ['CRS007'], true],
    ['a holder of its signoff code CRS043', 8, ['CRS043'], true],
    ['a viewer of Finalized courses only (CRS053)', 8, ['CRS053'], false],
    ['a person with no course code', 8, [], false],
  ] as const)('on a Finalized study: %s → %s', (_who, personId, codes, expected) => {
    expect(independentStudyAbilities(study('Finalized'), { personId, permissions: codes }).assignLearners).toBe(expected);
  });

  it('never before the study is Finalized, whoever asks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INDEPENDENT_STUDY_STATUSES.filter((s) => s !== 'Finalized')),
        fc.subarray(['CRS007', 'CRS043', 'CRS053', 'FIN015']),
        fc.integer({ min: 1, max: 10 }),
        (status, codes, personId) => {
          expect(independentStudyAbilities(study(status), { personId, permissions: codes }).assignLearners).toBe(false);
        },
      ),
    );
  });
});
