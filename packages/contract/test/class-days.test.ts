import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  agendaDayTimes,
  CLASS_DAY_MESSAGES,
  canEditClassDays,
  classDayInstants,
  classDaysProblems,
  defaultCodeExpiry,
  followDefault,
  moveFirstDate,
  newClassDays,
} from '../src/class/rules/class-days.ts';

const NY = 'America/New_York';
const day = (date: string, start_time = '09:00', end_time = '17:00') => ({ date, start_time, end_time });

describe('a new class takes the days of its course agenda', () => {
  it("takes each agenda day from its first module's start to its last module's end", () => {
    const modules = [
      { day: 2, start_time: '13:00', end_time: '14:40' },
      { day: 1, start_time: '10:50', end_time: '12:00' },
      { day: 1, start_time: '09:00', end_time: '10:40' },
      { day: 2, start_time: '15:00', end_time: '16:40' },
    ];
    expect(agendaDayTimes(modules)).toEqual([
      { day: 1, start_time: '09:00', end_time: '12:00' },
      { day: 2, start_time: '13:00', end_time: '16:40' },
    ]);
    expect(agendaDayTimes([])).toEqual([{ day: 1, start_time: '09:00', end_time: '17:00' }]);
    expect(agendaDayTimes([{ day: 3, start_time: '08:00', end_time: '09:00' }]).map((d) => d.start_time)).toEqual([
      '09:00',
      '09:00',
      '08:00',
    ]);
  });

  it('dates the first day as chosen and each next day the day after, across month and year ends', () => {
    const agenda = agendaDayTimes([
      { day: 1, start_time: '09:00', end_time: '12:00' },
      { day: 3, start_time: '13:00', end_time: '15:00' },
    ]);
    expect(newClassDays(agenda, '2026-12-31').map((d) => d.date)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(newClassDays(agenda, '2028-02-28').map((d) => d.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    const undated = newClassDays(agenda, '');
    expect(undated.map((d) => d.date)).toEqual(['', '', '']);
    // Choosing the first date of a new class dates the others after it.
    expect(moveFirstDate(undated, '2027-01-30').map((d) => d.date)).toEqual(['2027-01-30', '2027-01-31', '2027-02-01']);
    expect(moveFirstDate(undated, '2027-01-3').map((d) => d.date)).toEqual(['2027-01-3', '', '']);
  });

  it('moving the first date moves every day by as many days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }), (shift, gaps) => {
        const dates = ['2027-03-01'];
        for (const gap of gaps) dates.push(addDays(dates.at(-1) as string, gap));
        const moved = moveFirstDate(
          dates.map((date) => day(date)),
          addDays('2027-03-01', shift),
        );
        expect(moved.map((d) => d.date)).toEqual(dates.map((date) => addDays(date, shift)));
        expect(classDaysProblems(moved, NY, 0).filter((p) => p.field.endsWith('.date'))).toEqual([]);
      }),
    );
  });
});

describe('the checks of class days (dialog, Class Agenda and server)', () => {
  it('passes real dates in order with times that exist, and at least the agenda days', () => {
    expect(classDaysProblems([day('2027-03-13'), day('2027-03-14')], NY, 2)).toEqual([]);
  });

  it('names each problem by its field', () => {
    expect(classDaysProblems([day('2027-03-13')], NY, 2)).toEqual([{ field: 'days', message: CLASS_DAY_MESSAGES.tooFewDays(2) }]);
    expect(classDaysProblems([day('2027-03-14'), day('2027-03-14')], NY, 0)).toEqual([
      { field: 'days.1.date', message: CLASS_DAY_MESSAGES.notAfterPrevious(2) },
    ]);
    expect(classDaysProblems([day('2027-03-14'), day('2027-03-10')], NY, 0)[0]?.field).toBe('days.1.date');
    expect(classDaysProblems([day('2027-02-30')], NY, 0)).toEqual([{ field: 'days.0.date', message: CLASS_DAY_MESSAGES.notADate }]);
    expect(classDaysProblems([day('2027-03-10', '12:00', '12:00')], NY, 0)).toEqual([
      { field: 'days.0.end_time', message: CLASS_DAY_MESSAGES.endBeforeStart(1) },
    ]);
    expect(classDaysProblems([day('2027-03-14', '02:30', '10:00')], NY, 0)).toEqual([
      { field: 'days.0.start_time', message: CLASS_DAY_MESSAGES.skippedTime('02:30', '2027-03-14', NY) },
    ]);
    // The same wall clock is fine where the clocks do not move that night.
    expect(classDaysProblems([day('2027-03-14', '02:30', '10:00')], 'America/Phoenix', 0)).toEqual([]);
  });

  it('may change the days only while Uncertified and editable', () => {
    expect(canEditClassDays({ status: 'Uncertified' }, { edit: true })).toBe(true);
    expect(canEditClassDays({ status: 'Uncertified' }, { edit: false })).toBe(false);
    expect(canEditClassDays({ status: 'Certified' }, { edit: true })).toBe(false);
    expect(canEditClassDays({ status: 'Voided' }, { edit: true })).toBe(false);
  });
});

describe('instants of a day and the default expiry of its code', () => {
  it('puts each day at its own offset across a DST change', () => {
    expect(classDayInstants(day('2027-03-13'), NY)).toEqual({
      starts_at: new Date('2027-03-13T14:00:00Z'),
      ends_at: new Date('2027-03-13T22:00:00Z'),
    });
    expect(classDayInstants(day('2027-03-14'), NY)).toEqual({
      starts_at: new Date('2027-03-14T13:00:00Z'),
      ends_at: new Date('2027-03-14T21:00:00Z'),
    });
    expect(classDayInstants(day('2027-03-14'), 'Mars/Olympus_Mons')).toBeNull();
  });

  it('expires a code when its day ends and the AOA at the same time of day 30 days later', () => {
    expect(defaultCodeExpiry(new Date('2027-03-13T22:00:00Z'), NY)).toEqual({
      expiration_date: new Date('2027-03-13T22:00:00Z'),
      aoa_expiration_date: new Date('2027-04-12T21:00:00Z'),
    });
  });

  it('an expiry follows the new default only when it was the old one', () => {
    const [a, b, c] = [new Date('2027-01-01T10:00:00Z'), new Date('2027-01-02T10:00:00Z'), new Date('2027-01-03T10:00:00Z')];
    expect(followDefault(new Date(a), a, b)).toEqual(b);
    expect(followDefault(c, a, b)).toBe(c);
    expect(followDefault(null, a, b)).toBeNull();
    expect(followDefault(a, null, b)).toBe(a);
  });
});
