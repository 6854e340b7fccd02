import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addZonedDays,
  formatClassLocal,
  isKnownTimeZone,
  moveToZone,
  parseClassLocal,
  resolveClassLocal,
} from '../src/class/rules/class-times.ts';

const NY = 'America/New_York';
const ZONES = [
  NY,
  'America/Chicago',
  'America/Los_Angeles',
  'America/St_Johns',
  'UTC',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];
const zone = fc.constantFrom(...ZONES);
const pad = (n: number) => String(n).padStart(2, '0');
/** A wall clock 'YYYY-MM-DD HH:mm' between 1990 and 2060, every minute of every real day possible. */
const wallClock = fc
  .record({
    day: fc.integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2060, 0, 1) / 86_400_000 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ day, hour, minute }) => `${new Date(day * 86_400_000).toISOString().slice(0, 10)} ${pad(hour)}:${pad(minute)}`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('wall clock to instant and back (ADR 0014)', () => {
  it('a wall clock that exists in the zone reads back the same from its instant, in every zone', () => {
    fc.assert(
      fc.property(wallClock, zone, (text, tz) => {
        const instant = parseClassLocal(text, tz);
        fc.pre(instant !== null);
        expect(formatClassLocal(instant, tz)).toBe(text);
        expect(iso(resolveClassLocal(text, tz))).toBe(iso(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('every wall clock resolves to an instant; one the clocks skip lands as much later as they moved', () => {
    fc.assert(
      fc.property(wallClock, zone, (text, tz) => {
        const resolved = resolveClassLocal(text, tz);
        expect(resolved).not.toBeNull();
        if (parseClassLocal(text, tz)) return;
        // Skipped: read with the offset before the change, so its wall clock is later, within the size of the jump.
        const shown = formatClassLocal(resolved, tz);
        const ahead = (Date.parse(`${shown.replace(' ', 'T')}Z`) - Date.parse(`${text.replace(' ', 'T')}Z`)) / 60_000;
        expect(ahead).toBeGreaterThan(0);
        expect(ahead).toBeLessThanOrEqual(60);
      }),
      { numRuns: 2000 },
    );
  });

  it('around the daylight-saving changes of several zones: round trip, or a skip forward by at most the jump', () => {
    const changeDays = fc.constantFrom(
      [NY, '2027-03-14'],
      [NY, '2026-11-01'],
      ['Europe/London', '2026-03-29'],
      ['Europe/London', '2026-10-25'],
      ['Australia/Lord_Howe', '2026-10-04'],
      ['Australia/Lord_Howe', '2027-04-04'],
      ['Pacific/Chatham', '2026-09-27'],
      ['America/St_Johns', '2027-03-14'],
    );
    fc.assert(
      fc.property(changeDays, fc.integer({ min: 0, max: 1439 }), ([tz, date], minuteOfDay) => {
        const text = `${date} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
        const exact = parseClassLocal(text, tz as string);
        const resolved = resolveClassLocal(text, tz as string);
        if (exact) {
          expect(formatClassLocal(exact, tz as string)).toBe(text);
          expect(iso(resolved)).toBe(iso(exact));
          // The first of a repeated wall clock: an hour (or half) earlier reads differently.
          for (const back of [30, 60]) expect(formatClassLocal(new Date(exact.getTime() - back * 60_000), tz as string)).not.toBe(text);
        } else {
          const ahead =
            (Date.parse(`${formatClassLocal(resolved, tz as string).replace(' ', 'T')}Z`) - Date.parse(`${text.replace(' ', 'T')}Z`)) /
            60_000;
          expect([30, 60]).toContain(ahead);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('knows the skipped and the repeated hours of New York', () => {
    expect(parseClassLocal('2027-03-14 02:30', NY)).toBeNull();
    expect(iso(resolveClassLocal('2027-03-14 02:30', NY))).toBe('2027-03-14T07:30:00.000Z');
    expect(formatClassLocal(resolveClassLocal('2027-03-14 02:30', NY), NY)).toBe('2027-03-14 03:30');
    expect(iso(resolveClassLocal('2026-11-01 01:30', NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(resolveClassLocal('2027-03-14 09:00', NY))).toBe('2027-03-14T13:00:00.000Z');
    expect(iso(resolveClassLocal('2027-03-13 09:00', NY))).toBe('2027-03-13T14:00:00.000Z');
    expect(resolveClassLocal('2027-02-30 09:00', NY)).toBeNull();
    expect(resolveClassLocal('2027-03-14 09:00', 'Mars/Olympus_Mons')).toBeNull();
    expect(isKnownTimeZone(NY)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('a class moving to another zone keeps its wall clock', () => {
  it('Eastern 12:30 becomes Central 12:30, an hour later', () => {
    expect(iso(moveToZone(new Date('2026-12-10T17:30:00Z'), NY, 'America/Chicago'))).toBe('2026-12-10T18:30:00.000Z');
  });

  it('any instant keeps its wall clock (to the second) in the new zone, unless the new zone skips it', () => {
    const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }).map((t) => new Date(t - (t % 1000)));
    fc.assert(
      fc.property(instant, zone, zone, (at, from, to) => {
        const moved = moveToZone(at, from, to);
        expect(moved).not.toBeNull();
        const wall = formatClassLocal(at, from);
        if (parseClassLocal(wall, to)) expect(formatClassLocal(moved, to)).toBe(wall);
        expect((moved as Date).getUTCSeconds()).toBe(at.getUTCSeconds());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('calendar days in a zone', () => {
  it('30 days after 17:00 EST is 17:00 EDT: 29 days and 23 hours', () => {
    const end = new Date('2027-03-13T22:00:00Z');
    expect(iso(addZonedDays(end, 30, NY))).toBe('2027-04-12T21:00:00.000Z');
  });

  it('keeps the time of day in the zone for any number of days', () => {
    fc.assert(
      fc.property(wallClock, fc.integer({ min: 0, max: 400 }), zone, (text, days, tz) => {
        const start = parseClassLocal(text, tz);
        fc.pre(start !== null);
        const later = addZonedDays(start as Date, days, tz);
        const expected = new Date(Date.parse(`${text.replace(' ', 'T')}Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' ');
        if (parseClassLocal(expected, tz)) expect(formatClassLocal(later, tz)).toBe(expected);
      }),
    );
  });
});
