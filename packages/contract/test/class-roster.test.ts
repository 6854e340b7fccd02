import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveRosterEntry,
  filterRoster,
  type MissedTime,
  missedMinutes,
  type RosterDay,
  type RosterEntryDays,
  validateMissedTime,
} from '../src/class/rules/roster.ts';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const day = (n: number, attended: 0 | 1, missedTimes: MissedTime[] = []): RosterDay => ({ day: n, attendedDay: attended, missedTimes });
const missed = (startAt: string, returnedAt: string): MissedTime => ({ startAt, returnedAt });
const DATES = ['2025-03-10', '2025-03-11', '2025-03-12'];

describe('derived roster values (allDays, attendAll, attendedDays, missed time, sorted dates)', () => {
  it('derives every value from the days of the class', () => {
    const entry = {
      person_id: 7,
      class_roster_id: 70,
      days: {
        '2025-03-11': day(2, 1, [missed('10:00', '10:35'), missed('14:00', '14:10')]),
        '2025-03-10': day(1, 1),
        '2025-03-12': day(3, 0),
      },
    };
    expect(deriveRosterEntry(entry, DATES)).toEqual({
      ...entry,
      allDays: true,
      attendAll: false,
      attendedDays: 2,
      allMissedTime: 45,
      sortedDates: DATES,
      hasMissedTime: true,
    });
  });

  it('attendAll only when every day was attended; a missing day is not attended', () => {
    const all = { days: { '2025-03-10': day(1, 1), '2025-03-11': day(2, 1), '2025-03-12': day(3, 1) } };
    expect(deriveRosterEntry(all, DATES)).toMatchObject({ allDays: true, attendAll: true, attendedDays: 3, hasMissedTime: false });
    const gap = { days: { '2025-03-10': day(1, 1), '2025-03-12': day(3, 1) } };
    expect(deriveRosterEntry(gap, DATES)).toMatchObject({
      allDays: false,
      attendAll: false,
      attendedDays: 2,
      sortedDates: ['2025-03-10', '2025-03-12'],
    });
  });

  it('ignores days that are no longer class days, and duplicate or unordered class dates', () => {
    const entry = { days: { '2025-03-09': day(0, 1, [missed('09:00', '10:00')]), '2025-03-10': day(1, 1) } };
    expect(deriveRosterEntry(entry, ['2025-03-10', '2025-03-10'])).toMatchObject({
      allDays: true,
      attendAll: true,
      attendedDays: 1,
      allMissedTime: 0,
      sortedDates: ['2025-03-10'],
    });
  });

  it('a class without days is not attended in full', () => {
    expect(deriveRosterEntry({ days: {} }, [])).toMatchObject({ allDays: true, attendAll: false, attendedDays: 0, sortedDates: [] });
  });

  it('counts unreadable or backwards intervals as no missed time', () => {
    expect(missedMinutes(missed('10:00', '09:00'))).toBe(0);
    expect(missedMinutes(missed('ten', '11:00'))).toBe(0);
    expect(missedMinutes(missed('10:00:00', '10:20:59'))).toBe(20);
  });

  it('holds for any roster entry', () => {
    const date = fc.integer({ min: 1, max: 28 }).map((d) => `2025-02-${String(d).padStart(2, '0')}`);
    const interval = fc
      .record({ start: fc.integer({ min: 0, max: 1300 }), length: fc.integer({ min: -30, max: 120 }) })
      .map(({ start, length }) => missed(hhmm(start), hhmm(Math.max(0, start + length))));
    const rosterDay = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      attendedDay: fc.constantFrom<0 | 1>(0, 1),
      missedTimes: fc.array(interval, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(date, { maxLength: 8 }), fc.dictionary(date, rosterDay), (classDates, days) => {
        const result = deriveRosterEntry({ days }, classDates);
        const unique = [...new Set(classDates)];
        const onClassDays = unique.filter((d) => Object.hasOwn(days, d));
        expect(result.attendedDays).toBeLessThanOrEqual(unique.length);
        expect(result.attendAll).toBe(unique.length > 0 && result.attendedDays === unique.length);
        const sum = onClassDays.flatMap((d) => days[d]?.missedTimes ?? []).reduce((total, i) => total + missedMinutes(i), 0);
        expect(result.allMissedTime).toBe(sum);
        expect(result.hasMissedTime).toBe(sum > 0);
        expect(result.allDays).toBe(onClassDays.length === unique.length);
        expect(result.sortedDates).toEqual([...onClassDays].sort());
      }),
    );
  });
});

describe('roster filters by a date', () => {
  const a = { id: 'a', days: { '2025-03-10': day(1, 1, [missed('09:00', '09:30')]) } };
  const b = { id: 'b', days: { '2025-03-10': day(1, 1) } };
  const c = { id: 'c', days: { '2025-03-10': day(1, 0) } };
  const d = { id: 'd', days: {} };
  const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
  const roster: Array<RosterEntryDays & { id: string }> = [a, b, c, d];

  it('keeps the roster order and filters on the chosen date only', () => {
    expect(ids(filterRoster(roster, '2025-03-10', 'hasMissedTime'))).toEqual(['a']);
    expect(ids(filterRoster(roster, '2025-03-10', 'attended'))).toEqual(['a', 'b']);
    expect(ids(filterRoster(roster, '2025-03-10', 'hasNoAttendance'))).toEqual(['c', 'd']);
    expect(ids(filterRoster(roster, '2025-03-10', null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterRoster(roster, '2025-03-11', 'attended'))).toEqual([]);
    expect(ids(filterRoster(roster, '2025-03-11', 'hasNoAttendance'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('attended and hasNoAttendance split the roster on any date', () => {
    const entries = fc.array(fc.record({ days: fc.dictionary(fc.constantFrom('2025-03-10', '2025-03-11'), fc.constant(day(1, 1))) }));
    fc.assert(
      fc.property(entries, fc.constantFrom('2025-03-10', '2025-03-11'), (list, date) => {
        expect(filterRoster(list, date, 'attended').length + filterRoster(list, date, 'hasNoAttendance').length).toBe(list.length);
      }),
    );
  });
});

describe('missed-time validation', () => {
  const times = { start_time: '08:00:00', end_time: '17:00:00' };

  it('accepts an interval within the class times', () => {
    expect(validateMissedTime(missed('08:00', '17:00'), times)).toBeNull();
    expect(validateMissedTime(missed('10:00', '10:35'), times, [missed('09:00', '10:00'), missed('10:35', '11:00')])).toBeNull();
  });

  it('needs readable times with the return after the start', () => {
    expect(validateMissedTime(missed('9', '10:00'), times)).toBe('Enter missed time as HH:mm.');
    expect(validateMissedTime(missed('10:00', '10:00'), times)).toBe('The return time must be after the start time.');
    expect(validateMissedTime(missed('10:00', '09:59'), times)).toBe('The return time must be after the start time.');
  });

  it('must lie within the day of the class', () => {
    expect(validateMissedTime(missed('07:59', '09:00'), times)).toBe(
      'Missed time must be within the class times of the day (08:00 to 17:00).',
    );
    expect(validateMissedTime(missed('16:00', '17:01'), times)).toBe(
      'Missed time must be within the class times of the day (08:00 to 17:00).',
    );
    expect(validateMissedTime(missed('10:00', '11:00'), null)).toBe('This date is not a day of the class.');
  });

  it('must not overlap the other intervals of the day', () => {
    const message = 'Missed time overlaps another missed time of the day.';
    expect(validateMissedTime(missed('10:00', '11:00'), times, [missed('10:59', '11:30')])).toBe(message);
    expect(validateMissedTime(missed('10:00', '11:00'), times, [missed('10:15', '10:30')])).toBe(message);
    expect(validateMissedTime(missed('10:15', '10:30'), times, [missed('10:00', '11:00')])).toBe(message);
  });
});
