import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClassDayAgenda,
  creditLimitationReasons,
  type LearnerCreditInput,
  learnerCreditSummary,
  learnerCredits,
} from '../src/class/rules/learner-credits.ts';
import type { MissedTime, RosterDay } from '../src/class/rules/roster.ts';
import { type CreditIncrement, type CreditModule, computeCredits } from '../src/course/rules/credits.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const mod = (start_time: string, end_time: string, fields: Record<number, number> | null): CreditModule => ({
  start_time,
  end_time,
  is_credit_qualified: fields !== null,
  allocations: Object.entries(fields ?? {}).map(([id, percent]) => ({ field_of_study_id: Number(id), percent })),
});
const missed = (startAt: string, returnedAt: string): MissedTime => ({ startAt, returnedAt });
const attended = (day: number, missedTimes: MissedTime[] = []): RosterDay => ({ day, attendedDay: 1, missedTimes });
const absent = (day: number): RosterDay => ({ day, attendedDay: 0, missedTimes: [] });

// Day 1: 120 minutes of field 1, a break, 120 minutes split 50/50; day 2: 150 minutes of field 2. 390 minutes in all.
const DAYS: ClassDayAgenda[] = [
  {
    date: '2025-03-10',
    day: 1,
    modules: [mod('08:00', '10:00', { 1: 100 }), mod('10:00', '10:15', null), mod('10:15', '12:15', { 1: 50, 2: 50 })],
  },
  { date: '2025-03-11', day: 2, modules: [mod('09:00', '11:30', { 2: 100 })] },
];
const input = (days: Record<string, RosterDay>, extra: Partial<LearnerCreditInput> = {}): LearnerCreditInput => ({
  days: DAYS,
  entry: { days },
  deliveryMethodId: DELIVERY_METHOD_IDS.groupLive,
  increment: 0.2,
  ...extra,
});
const fields = (result: { byField: { field_of_study_id: number; credits: number }[] }) =>
  Object.fromEntries(result.byField.map((f) => [f.field_of_study_id, f.credits]));

describe('a learner’s credits', () => {
  it('are the course credits when every day was attended in full', () => {
    const summary = learnerCreditSummary(input({ '2025-03-10': attended(1), '2025-03-11': attended(2) }));
    expect(summary.credits).toEqual(computeCredits([...DAYS[0]!.modules, ...DAYS[1]!.modules], { deliveryMethodId: 2, increment: 0.2 }));
    expect(summary.credits.total).toBe(7.8);
    expect(fields(summary.credits)).toEqual({ 1: 3.6, 2: 4.2 });
    expect(summary.full).toEqual(summary.credits);
    expect(summary.reasons).toEqual([]);
  });

  it('leave out the days not attended', () => {
    const entry = { '2025-03-10': attended(1), '2025-03-11': absent(2) };
    expect(learnerCredits(input(entry))).toMatchObject({ minutes: 240, total: 4.8 });
    expect(creditLimitationReasons(input(entry))).toEqual([{ kind: 'absent', day: 2, minutes: 150, message: 'Did not attend day 2' }]);
    // No entry for a day is not attending it.
    expect(learnerCredits(input({ '2025-03-11': attended(2) })).total).toBe(3);
  });

  it('take missed time off the credit-qualified modules it overlaps, in proportion to their fields', () => {
    // 15 minutes of break cost nothing; 20 minutes of the 50/50 module cost 10 minutes of each field.
    const entry = { '2025-03-10': attended(1, [missed('10:00', '10:35')]), '2025-03-11': attended(2) };
    const credits = learnerCredits(input(entry));
    expect(credits).toMatchObject({ minutes: 370, total: 7.4 });
    expect(credits.byField).toEqual([
      { field_of_study_id: 1, minutes: 170, credits: 3.4 },
      { field_of_study_id: 2, minutes: 200, credits: 4 },
    ]);
    expect(creditLimitationReasons(input(entry))).toEqual([
      { kind: 'missed-time', day: 1, minutes: 20, message: 'Missed 20 minutes on day 1' },
    ]);
  });

  it('count overlapping missed time once, and missed breaks not at all', () => {
    const overlapping = { '2025-03-10': attended(1), '2025-03-11': attended(2, [missed('09:00', '09:30'), missed('09:20', '09:41')]) };
    expect(learnerCredits(input(overlapping)).minutes).toBe(390 - 41);
    expect(creditLimitationReasons(input(overlapping))[0]?.message).toBe('Missed 41 minutes on day 2');
    const breakOnly = { '2025-03-10': attended(1, [missed('10:00', '10:15')]), '2025-03-11': attended(2, [missed('11:30', '12:00')]) };
    expect(learnerCredits(input(breakOnly)).total).toBe(7.8);
    expect(creditLimitationReasons(input(breakOnly))).toEqual([]);
    expect(creditLimitationReasons(input({ '2025-03-10': attended(1, [missed('08:00', '08:01')]) }))[0]?.message).toBe(
      'Missed 1 minute on day 1',
    );
  });

  it('count minutes of overlapping modules once, also when part of them was missed', () => {
    // 09:00–10:00 and 09:30–10:30 of field 1: 90 minutes, not 120; missing 09:45–10:15 leaves 60.
    const days: ClassDayAgenda[] = [
      { date: '2025-03-10', day: 1, modules: [mod('09:00', '10:00', { 1: 100 }), mod('09:30', '10:30', { 1: 100 })] },
    ];
    const full = learnerCreditSummary(input({ '2025-03-10': attended(1) }, { days }));
    expect(full.credits).toMatchObject({ minutes: 90, total: 1.8 });
    const partly = learnerCreditSummary(input({ '2025-03-10': attended(1, [missed('09:45', '10:15')]) }, { days }));
    expect(partly.credits).toMatchObject({ minutes: 60, total: 1.2 });
    expect(partly.reasons).toEqual([{ kind: 'missed-time', day: 1, minutes: 30, message: 'Missed 30 minutes on day 1' }]);
  });

  it('explain a total under the minimum', () => {
    const entry = { '2025-03-10': attended(1, [missed('08:00', '12:15')]), '2025-03-11': attended(2, [missed('09:00', '10:45')]) };
    expect(learnerCredits(input(entry))).toMatchObject({ minutes: 45, total: 0 });
    expect(creditLimitationReasons(input(entry)).map((r) => r.message)).toEqual([
      'Missed 240 minutes on day 1',
      'Missed 105 minutes on day 2',
      'Below the minimum of 1.0 credit',
    ]);
    const nano = input({ '2025-03-11': attended(2, [missed('09:00', '11:25')]) }, { deliveryMethodId: DELIVERY_METHOD_IDS.nanoLearning });
    expect(creditLimitationReasons(nano).at(-1)).toEqual({
      kind: 'below-minimum',
      minimum: 0.2,
      message: 'Below the minimum of 0.2 credit',
    });
  });

  it('give no minimum reason when the class itself earns nothing', () => {
    const none = input({ '2025-03-10': attended(1) }, { deliveryMethodId: DELIVERY_METHOD_IDS.notApplicable });
    expect(creditLimitationReasons(none).map((r) => r.kind)).toEqual(['absent']);
  });

  it('use the course’s increment', () => {
    const entry = { '2025-03-10': attended(1, [missed('08:00', '08:10')]), '2025-03-11': attended(2) };
    expect(learnerCredits(input(entry, { increment: 0.5 })).total).toBe(7.5);
    expect(learnerCredits(input(entry, { increment: 0.2 })).total).toBe(7.6);
  });
});

describe('credit properties', () => {
  const moduleArb = fc
    .record({
      start: fc.integer({ min: 0, max: 1380 }),
      length: fc.integer({ min: 0, max: 240 }),
      qualified: fc.boolean(),
      split: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ start, length, qualified, split }) =>
      mod(hhmm(start), hhmm(Math.min(1439, start + length)), qualified ? { 1: split, 2: 100 - split } : null),
    );
  const daysArb = fc
    .array(fc.array(moduleArb, { maxLength: 4 }), { minLength: 1, maxLength: 3 })
    .map((days) => days.map((modules, i): ClassDayAgenda => ({ date: `2025-03-1${i}`, day: i + 1, modules })));
  const intervalArb = fc
    .record({ start: fc.integer({ min: 0, max: 1400 }), length: fc.integer({ min: 1, max: 180 }) })
    .map(({ start, length }) => missed(hhmm(start), hhmm(Math.min(1439, start + length))));
  const rosterArb = fc.array(fc.record({ attended: fc.boolean(), missed: fc.array(intervalArb, { maxLength: 3 }) }), {
    minLength: 3,
    maxLength: 3,
  });
  const methodArb = fc.constantFrom(1, 2, 3, 4, 5, 6, 7);
  const incrementArb = fc.constantFrom<CreditIncrement>(0.2, 0.5);
  const entryOf = (days: ClassDayAgenda[], roster: { attended: boolean; missed: MissedTime[] }[]) => ({
    days: Object.fromEntries(
      days.map((d, i) => [
        d.date,
        { day: d.day, attendedDay: roster[i]?.attended ? 1 : 0, missedTimes: roster[i]?.missed ?? [] } as RosterDay,
      ]),
    ),
  });

  it('never exceed the full-attendance credits', () => {
    fc.assert(
      fc.property(daysArb, rosterArb, methodArb, incrementArb, (days, roster, deliveryMethodId, increment) => {
        const summary = learnerCreditSummary({ days, entry: entryOf(days, roster), deliveryMethodId, increment });
        expect(summary.credits.total).toBeLessThanOrEqual(summary.full.total);
        expect(summary.credits.minutes).toBeLessThanOrEqual(summary.full.minutes);
        // Nothing lost, nothing to explain.
        if (summary.credits.minutes === summary.full.minutes) expect(summary.reasons).toEqual([]);
      }),
    );
  });

  it('are exactly the course credits for every day attended without missed time', () => {
    fc.assert(
      fc.property(daysArb, methodArb, incrementArb, (days, deliveryMethodId, increment) => {
        const entry = entryOf(
          days,
          [0, 1, 2].map(() => ({ attended: true, missed: [] })),
        );
        const summary = learnerCreditSummary({ days, entry, deliveryMethodId, increment });
        // Modules of one class day share its timeline: overlapping minutes count once, as on the course.
        expect(summary.credits).toEqual(
          computeCredits(
            days.flatMap((d) => d.modules.map((m) => ({ ...m, day: d.day }))),
            { deliveryMethodId, increment },
          ),
        );
        expect(summary.reasons).toEqual([]);
      }),
    );
  });

  it('never grow with more missed time or fewer days attended', () => {
    fc.assert(
      fc.property(
        daysArb,
        rosterArb,
        intervalArb,
        fc.nat(2),
        methodArb,
        incrementArb,
        (days, roster, extra, i, deliveryMethodId, increment) => {
          const credits = (r: typeof roster) => learnerCredits({ days, entry: entryOf(days, r), deliveryMethodId, increment }).total;
          const before = credits(roster);
          const moreMissed = roster.map((d, j) => (j === i ? { ...d, missed: [...d.missed, extra] } : d));
          const lessAttended = roster.map((d, j) => (j === i ? { ...d, attended: false } : d));
          expect(credits(moreMissed)).toBeLessThanOrEqual(before);
          expect(credits(lessAttended)).toBeLessThanOrEqual(before);
        },
      ),
    );
  });
});
