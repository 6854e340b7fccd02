import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MergeContact, type MergeRosterDay, mergeRosterDays, planContactMerge } from '../src/index.ts';

const email = (value: string, is_primary = false): MergeContact => ({ type: 'email', value, is_primary });

describe('planContactMerge', () => {
  it('adds the values the survivor lacks; the victim primary becomes primary only where the survivor has none of the type', () => {
    const survivor = [email('a@x.com', true), { type: 'EMPLOYEE ID', value: '1', is_primary: true }];
    const victim = [
      email('A@X.com', true),
      email('b@x.com'),
      { type: 'EMPLOYEE ID', value: '2', is_primary: true },
      { type: 'CPA', value: 'NY', is_primary: true },
    ];
    expect(planContactMerge(survivor, victim)).toEqual([
      { primary: 0, type: 'email', value_new: 'b@x.com', value_old: 'a@x.com' },
      { primary: 0, type: 'EMPLOYEE ID', value_new: '2', value_old: '1' },
      { primary: 1, type: 'CPA', value_new: 'NY', value_old: null },
    ]);
  });

  it('ids compare exactly, e-mails without case', () => {
    const id = (value: string): MergeContact => ({ type: 'ID', value, is_primary: false });
    expect(planContactMerge([id('ab')], [id('AB')])).toHaveLength(1);
    expect(planContactMerge([email('ab@x.com')], [email('AB@x.com')])).toHaveLength(0);
  });

  it('never makes more than one primary of a type, nor a primary where the survivor has one', () => {
    const contact = fc.record({
      type: fc.constantFrom('email', 'ID', 'CPA'),
      value: fc.constantFrom('a', 'b', 'c', 'A'),
      is_primary: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(contact, { maxLength: 6 }), fc.array(contact, { maxLength: 6 }), (survivor, victim) => {
        const changes = planContactMerge(survivor, victim);
        for (const type of ['email', 'ID', 'CPA']) {
          const promoted = changes.filter((c) => c.type === type && c.primary === 1);
          expect(promoted.length).toBeLessThanOrEqual(1);
          if (survivor.some((s) => s.type === type && s.is_primary)) expect(promoted).toHaveLength(0);
        }
        for (const c of changes) expect(survivor.some((s) => s.type === c.type && s.value === c.value_new)).toBe(false);
      }),
    );
  });
});

describe('mergeRosterDays', () => {
  const day = (d: number, attended: boolean | null, missed: string[] = []): MergeRosterDay => ({
    day: d,
    attended,
    missed: missed.map((start_at) => ({ start_at, returned_at: '23:59' })),
  });

  it('keeps the union of attended days, with the missed times of the entry whose attendance counts', () => {
    const merged = mergeRosterDays(
      [day(1, true, ['13:00']), day(2, false, ['14:00'])],
      [day(2, true, ['15:00']), day(3, false), day(1, true, ['16:00'])],
    );
    expect(merged).toEqual([
      { ...day(1, true, ['13:00']), missedFrom: 'survivor' },
      { ...day(2, true, ['15:00']), missedFrom: 'victim' },
      { ...day(3, false), missedFrom: 'survivor' },
    ]);
  });

  it('attends a day exactly when either entry attended it, over any days', () => {
    const days = fc.uniqueArray(fc.record({ day: fc.integer({ min: 1, max: 8 }), attended: fc.constantFrom(true, false, null) }), {
      selector: (d) => d.day,
      maxLength: 8,
    });
    fc.assert(
      fc.property(days, days, (s, v) => {
        const merged = mergeRosterDays(
          s.map((d) => ({ ...d, missed: [] })),
          v.map((d) => ({ ...d, missed: [] })),
        );
        expect(merged.map((d) => d.day)).toEqual([...new Set([...s, ...v].map((d) => d.day))].sort((a, b) => a - b));
        for (const m of merged) {
          const either = [...s, ...v].filter((d) => d.day === m.day);
          expect(m.attended === true).toBe(either.some((d) => d.attended === true));
        }
      }),
    );
  });
});
