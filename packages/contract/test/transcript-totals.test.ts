import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inPeriod, personTranscriptQuery, transcriptTotals } from '../src/index.ts';

const field = fc.record({
  field_of_study_id: fc.integer({ min: 1, max: 5 }),
  credits: fc.integer({ min: 0, max: 500 }).map((t) => t / 10),
});
const entry = fc.array(field, { maxLength: 4 }).map((fos) => ({
  fos_data: fos.map((f) => ({ ...f, field_of_study: `Field ${f.field_of_study_id}`, subject_short_name: `F${f.field_of_study_id}` })),
}));

describe('transcriptTotals', () => {
  it('the total is exactly the sum of the fields, each field once, in name order', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const totals = transcriptTotals(entries);
        const all = entries.flatMap((e) => e.fos_data);
        expect(Math.round(totals.credits * 10)).toBe(all.reduce((s, f) => s + Math.round(f.credits * 10), 0));
        expect(Math.round(totals.credits * 10)).toBe(totals.by_field.reduce((s, f) => s + Math.round(f.credits * 10), 0));
        expect(new Set(totals.by_field.map((f) => f.field_of_study_id)).size).toBe(totals.by_field.length);
        expect(totals.by_field.map((f) => f.field_of_study)).toEqual(
          totals.by_field.map((f) => f.field_of_study).sort((a, b) => a.localeCompare(b)),
        );
      }),
    );
  });

  it('adds 0.1 + 0.2 as 0.3', () => {
    const fos = (credits: number) => ({ field_of_study_id: 1, field_of_study: 'Taxes', subject_short_name: 'TAX', credits });
    expect(transcriptTotals([{ fos_data: [fos(0.1)] }, { fos_data: [fos(0.2)] }]).credits).toBe(0.3);
  });
});

describe('the period', () => {
  it('includes both ends; an open end is no bound', () => {
    expect(inPeriod('2026-01-01', '2026-01-01', '2026-01-01')).toBe(true);
    expect(inPeriod('2025-12-31', '2026-01-01')).toBe(false);
    expect(inPeriod('2030-01-01', null, undefined)).toBe(true);
    expect(inPeriod('2026-01-02', undefined, '2026-01-01')).toBe(false);
  });

  it('a period that ends before it starts is refused on `to`', () => {
    const res = personTranscriptQuery.safeParse({ from: '2026-02-01', to: '2026-01-31' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.path).toEqual(['to']);
    expect(personTranscriptQuery.safeParse({ from: '2026-02-01', to: '2026-02-01' }).success).toBe(true);
    expect(personTranscriptQuery.safeParse({ from: '2026-02-29' }).success).toBe(false);
  });
});
