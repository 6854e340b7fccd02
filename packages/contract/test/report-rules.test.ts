import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_BUCKETS,
  ageBucket,
  ageInDays,
  attendanceRate,
  behindRequirement,
  createReportRunBody,
  periodOf,
  sortRows,
  sumCredits,
} from '../src/index.ts';

describe('request age buckets', () => {
  it('puts the edges where the report says', () => {
    expect([0, 6, 7, 30, 31, 90, 91, 4000].map(ageBucket)).toEqual([
      '< 7 days',
      '< 7 days',
      '7–30 days',
      '7–30 days',
      '30–90 days',
      '30–90 days',
      '> 90 days',
      '> 90 days',
    ]);
  });

  it('never goes to a younger bucket as a request ages', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        expect(AGE_BUCKETS.indexOf(ageBucket(young))).toBeLessThanOrEqual(AGE_BUCKETS.indexOf(ageBucket(old)));
      }),
    );
  });

  it('counts whole days, never negative', () => {
    const t = new Date('2026-01-10T12:00:00Z');
    expect(ageInDays(new Date('2026-01-03T12:00:01Z'), t)).toBe(6);
    expect(ageInDays(new Date('2026-01-11T00:00:00Z'), t)).toBe(0);
  });
});

describe('credit sums', () => {
  it('names periods by year, quarter and month', () => {
    expect(['2025-01-31', '2025-04-01', '2025-12-31'].map((d) => periodOf(d, 'quarter'))).toEqual(['2025-Q1', '2025-Q2', '2025-Q4']);
    expect(periodOf('2025-04-01', 'month')).toBe('2025-04');
    expect(periodOf('2025-04-01', 'year')).toBe('2025');
  });

  it('keeps every credit: the sums add up to the lines, exactly in tenths', () => {
    const line = fc.record({
      person_id: fc.integer({ min: 1, max: 4 }),
      field_of_study: fc.constantFrom('Taxes', 'Auditing', 'Ethics'),
      completed_on: fc.constantFrom('2024-02-01', '2025-07-15', '2025-11-30'),
      credits: fc.integer({ min: 0, max: 200 }).map((t) => t / 10),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom('month', 'quarter', 'year' as const), (raw, interval) => {
        const lines = raw.map((l) => ({ ...l, person: `P${l.person_id}`, office: null }));
        const sums = sumCredits(lines, interval);
        const tenths = (xs: { credits: number }[]) => xs.reduce((s, x) => s + Math.round(x.credits * 10), 0);
        expect(tenths(sums)).toBe(tenths(lines));
        const keys = sums.map((s) => `${s.person_id}|${s.field_of_study}|${s.period}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('attendance rate', () => {
  it('is a percentage with one decimal, null for an empty roster', () => {
    expect(attendanceRate(3, 1)).toBe(33.3);
    expect(attendanceRate(2, 2)).toBe(100);
    expect(attendanceRate(0, 0)).toBeNull();
  });
});

describe('behind on a requirement', () => {
  const base = { period_start: '2025-01-01', period_end: '2026-12-31', total_required: 40, met: false };

  it('after the period: any unmet check; during it: fewer credits than the pro rata requirement', () => {
    expect(behindRequirement({ ...base, counted_total: 16 }, '2027-01-05')).toEqual({ expected: 40, behind: true, short_by: 24 });
    expect(behindRequirement({ ...base, counted_total: 40, met: true }, '2027-01-05').behind).toBe(false);
    expect(behindRequirement({ ...base, counted_total: 0 }, '2025-01-01')).toEqual({ expected: 0, behind: false, short_by: 0 });
    expect(behindRequirement({ ...base, counted_total: 16 }, '2026-01-01')).toEqual({ expected: 20, behind: true, short_by: 4 });
  });

  it('more credits never make a learner behind who was not, and expected never exceeds the requirement', () => {
    const day = fc.integer({ min: 0, max: 1200 }).map((n) => new Date(Date.UTC(2024, 6, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 100 }), (asOf, counted, extra) => {
        const a = behindRequirement({ ...base, counted_total: counted / 10 }, asOf);
        const b = behindRequirement({ ...base, counted_total: (counted + extra) / 10 }, asOf);
        if (!a.behind) expect(b.behind).toBe(false);
        expect(a.expected).toBeLessThanOrEqual(40);
        expect(a.short_by).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('sorting a run', () => {
  it('sorts numbers as numbers, text naturally, empty cells last either way', () => {
    const rows = [
      ['b', 10],
      ['a', 9],
      [null, 2],
      ['A2', null],
      ['a10', 1],
    ];
    expect(sortRows(rows, 1, 'asc').map((r) => r[1])).toEqual([1, 2, 9, 10, null]);
    expect(sortRows(rows, 1, 'desc').map((r) => r[1])).toEqual([10, 9, 2, 1, null]);
    expect(sortRows(rows, 0, 'asc').map((r) => r[0])).toEqual(['a', 'A2', 'a10', 'b', null]);
  });
});

describe('the run body', () => {
  it('names the filter that is wrong', () => {
    const fields = (body: unknown) => createReportRunBody.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ report: 'courses', filters: { from: '2026-01-01' } })).toEqual(['filters.from']);
    expect(fields({ report: 'requests', filters: { status: 'Finalized' } })).toEqual(['filters.status']);
    expect(fields({ report: 'credits', filters: { office: 'Boston', interval: 'quarter' } })).toBeUndefined();
  });
});
