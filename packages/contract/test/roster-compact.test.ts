import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactRoster, compactRosterResponse, expandRoster, rosterResponse } from '../src/index.ts';

/** The compact roster (issue 17) carries exactly the full answer: expanding it gives it back. */
const dates = ['2026-12-01', '2026-12-02', '2026-12-03'];
const missedTime = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  startAt: fc.constantFrom('09:00', '10:15'),
  returnedAt: fc.constantFrom('09:30', '11:00'),
});
const entry = fc.record({
  person_id: fc.integer({ min: 1, max: 1e6 }),
  class_roster_id: fc.integer({ min: 1, max: 1e6 }),
  name: fc.string(),
  email_address: fc.option(fc.emailAddress(), { nil: null }),
  is_external_learner: fc.constantFrom(0 as const, 1 as const),
  roster_add_method_id: fc.integer({ min: 1, max: 4 }),
  credits: fc.constantFrom<{ credits: number; subject_area: { subject_short_name: string } }[]>(
    [],
    [{ credits: 8, subject_area: { subject_short_name: 'ACCT' } }],
    [
      { credits: 4.5, subject_area: { subject_short_name: 'TAX' } },
      { credits: 3.5, subject_area: { subject_short_name: 'ETH' } },
    ],
  ),
  days: fc
    .tuple(
      ...dates.map(() =>
        fc.record({ attendedDay: fc.constantFrom(0 as const, 1 as const), missedTimes: fc.array(missedTime, { maxLength: 2 }) }),
      ),
    )
    .map((days) => Object.fromEntries(days.map((d, i) => [dates[i] as string, { ...d, day: i + 1 }]))),
});
const roster = fc.record({
  roster: fc.array(entry, { maxLength: 30 }),
  days: fc.constant(dates),
  dayTimes: fc.constant(dates.map((date, i) => ({ date, day: i + 1, start_time: '09:00', end_time: '17:00' }))),
  limitationReasonsObj: fc.dictionary(
    fc.integer({ min: 1, max: 99 }).map(String),
    fc.array(fc.record({ kind: fc.string(), message: fc.string() }), { maxLength: 2 }),
  ),
});

describe('the compact roster', () => {
  it('expands to the full answer it was made from, and both pass their schemas', () => {
    fc.assert(
      fc.property(roster, (full) => {
        expect(rosterResponse.parse(full)).toEqual(full);
        const compact = compactRosterResponse.parse(compactRoster(full));
        expect(expandRoster(compact)).toEqual(full);
      }),
    );
  });

  it('lists a credit summary shared by many learners once, and missed time only where there is some', () => {
    const learner = (id: number, missed: boolean) => ({
      person_id: id,
      class_roster_id: id,
      name: `L${id}`,
      email_address: null,
      is_external_learner: 0 as const,
      roster_add_method_id: 1,
      credits: [{ credits: 8, subject_area: { subject_short_name: 'ACCT' } }],
      days: {
        '2026-12-01': { attendedDay: 1 as const, missedTimes: missed ? [{ id: 5, startAt: '10:00', returnedAt: '10:30' }] : [], day: 1 },
      },
    });
    const compact = compactRoster({
      roster: [learner(1, false), learner(2, true)],
      days: ['2026-12-01'],
      dayTimes: [{ date: '2026-12-01', day: 1, start_time: '09:00', end_time: '17:00' }],
      limitationReasonsObj: {},
    });
    expect(compact.credits).toHaveLength(1);
    expect(compact.learners.map((row) => row[8])).toEqual([null, [[[5, '10:00', '10:30']]]]);
  });
});
