/** Credit minutes are elapsed time (ADR 0051, Standard No. 16 "actual program length"). */
import { describe, expect, it } from 'vitest';
import { elapsedMinuteOfDay } from '../src/class/rules/elapsed-minutes.ts';
import { learnerCredits } from '../src/class/rules/learner-credits.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';

const NY = 'America/New_York';

describe('elapsedMinuteOfDay', () => {
  it('reads wall clocks as instants of the day in the zone', () => {
    expect(elapsedMinuteOfDay('2026-06-01', '04:00', NY)).toBe(240);
    // 2026-03-08: 02:00 EST becomes 03:00 EDT; 2026-11-01: 02:00 EDT becomes 01:00 EST.
    expect(elapsedMinuteOfDay('2026-03-08', '01:00', NY)).toBe(60);
    expect(elapsedMinuteOfDay('2026-03-08', '04:00', NY)).toBe(180);
    expect(elapsedMinuteOfDay('2026-11-01', '04:00', NY)).toBe(300);
    expect(elapsedMinuteOfDay('2026-03-29', '04:00', 'Europe/London')).toBe(180);
  });

  it('keeps wall-clock minutes without a zone, and is null for no time', () => {
    expect(elapsedMinuteOfDay('2026-03-08', '04:00', null)).toBe(240);
    expect(elapsedMinuteOfDay('2026-03-08', '04:00', 'Not/AZone')).toBe(240);
    expect(elapsedMinuteOfDay('2026-03-08', 'late', NY)).toBeNull();
  });
});

describe('a learner on the night the clocks change', () => {
  const module = {
    start_time: '01:00',
    end_time: '04:00',
    is_credit_qualified: true,
    allocations: [{ field_of_study_id: 1, percent: 100 }],
  };
  const credit = (date: string, timeZone: string | null, missed: { startAt: string; returnedAt: string }[] = []) =>
    learnerCredits({
      days: [{ date, day: 1, modules: [module] }],
      entry: { days: { [date]: { attendedDay: 1, missedTimes: missed, day: 1 } } },
      deliveryMethodId: DELIVERY_METHOD_IDS.groupLive,
      increment: 0.2,
      timeZone,
    });

  it('01:00–04:00 is 120 minutes (2.4) going forward, 240 (4.8) going back, 180 (3.6) on other nights', () => {
    expect(credit('2026-03-08', NY)).toMatchObject({ minutes: 120, total: 2.4 });
    expect(credit('2026-11-01', NY)).toMatchObject({ minutes: 240, total: 4.8 });
    expect(credit('2026-06-01', NY)).toMatchObject({ minutes: 180, total: 3.6 });
  });

  it('takes missed time off in elapsed minutes too', () => {
    // 01:30–03:30 on the spring-forward night is one elapsed hour (02:00–03:00 never happened).
    expect(credit('2026-03-08', NY, [{ startAt: '01:30', returnedAt: '03:30' }])).toMatchObject({ minutes: 60, total: 1.2 });
  });
});
