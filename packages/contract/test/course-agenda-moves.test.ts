import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AgendaSlot,
  groupByDay,
  isNormalizedOrder,
  moveModule,
  moveToDay,
  normalizeAgenda,
  swapWithinDay,
} from '../src/course/rules/agenda-moves.ts';

type Titled = AgendaSlot & { title: string };
/** Builds an agenda from days of module ids: [[1, 2], [3]] is day 1 = 1, 2 and day 2 = 3. */
const agenda = (days: number[][]): Titled[] =>
  days.flatMap((ids, d) => ids.map((module_id, i) => ({ module_id, day: d + 1, day_index: i + 1, title: `M${module_id}` })));
/** The inverse: days of module ids, in order. */
const layout = (slots: readonly AgendaSlot[]) => groupByDay(slots).map((day) => day.modules.map((slot) => slot.module_id));

describe('normalizing an agenda', () => {
  it('sorts, renumbers days from 1 without gaps and indexes from 1, and keeps other fields', () => {
    const slots = [
      { module_id: 3, day: 5, day_index: 9, title: 'c' },
      { module_id: 1, day: 2, day_index: 4, title: 'a' },
      { module_id: 2, day: 2, day_index: 7, title: 'b' },
    ];
    expect(normalizeAgenda(slots)).toEqual([
      { module_id: 1, day: 1, day_index: 1, title: 'a' },
      { module_id: 2, day: 1, day_index: 2, title: 'b' },
      { module_id: 3, day: 2, day_index: 1, title: 'c' },
    ]);
    expect(slots[0]).toEqual({ module_id: 3, day: 5, day_index: 9, title: 'c' });
    expect(normalizeAgenda([])).toEqual([]);
  });

  it('groups by day without renumbering, handing back the same objects', () => {
    const slots = [
      { module_id: 2, day: 3, day_index: 1 },
      { module_id: 1, day: 1, day_index: 2 },
      { module_id: 4, day: 1, day_index: 1 },
    ];
    const days = groupByDay(slots);
    expect(days.map((d) => [d.day, d.modules.map((m) => m.module_id)])).toEqual([
      [1, [4, 1]],
      [3, [2]],
    ]);
    expect(days[1]?.modules[0]).toBe(slots[0]);
  });
});

describe('reordering within a day swaps day_index', () => {
  it('swaps two modules of one day', () => {
    const moved = swapWithinDay(agenda([[1, 2, 3], [4]]), 1, 3);
    expect(layout(moved)).toEqual([[3, 2, 1], [4]]);
    expect(moved.find((m) => m.module_id === 3)).toEqual({ module_id: 3, day: 1, day_index: 1, title: 'M3' });
  });

  it('refuses modules of different days or not on the agenda', () => {
    expect(() => swapWithinDay(agenda([[1], [2]]), 1, 2)).toThrow(RangeError);
    expect(() => swapWithinDay(agenda([[1]]), 1, 9)).toThrow(/not on the agenda/);
  });
});

describe('keyboard moves (up and down)', () => {
  const start = [[1, 2], [3, 4], [5]];

  it('swaps with the neighbour inside a day', () => {
    expect(layout(moveModule(agenda(start), 2, 'up'))).toEqual([[2, 1], [3, 4], [5]]);
    expect(layout(moveModule(agenda(start), 3, 'down'))).toEqual([[1, 2], [4, 3], [5]]);
  });

  it('moves the first module of a day up to the end of the previous day', () => {
    expect(layout(moveModule(agenda(start), 3, 'up'))).toEqual([[1, 2, 3], [4], [5]]);
  });

  it('does nothing for the first module of day 1 moving up', () => {
    expect(moveModule(agenda(start), 1, 'up')).toEqual(agenda(start));
  });

  it('moves the last module of a day down to the start of the next day', () => {
    expect(layout(moveModule(agenda(start), 2, 'down'))).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('opens a new day after the last one for the last module of the last day moving down', () => {
    expect(layout(moveModule(agenda([[1, 2]]), 2, 'down'))).toEqual([[1], [2]]);
    expect(layout(moveModule(agenda([[1], [2]]), 2, 'down'))).toEqual([[1], [2]]);
  });

  it('removes a day left empty, and later days shift down by one', () => {
    const moved = moveModule(agenda(start), 5, 'up');
    expect(layout(moved)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    const lone = moveModule(agenda([[1], [2], [3]]), 2, 'up');
    expect(lone.map((m) => [m.module_id, m.day, m.day_index])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 2, 1],
    ]);
  });
});

describe('drag and drop (moveToDay)', () => {
  it('drops into another day at a position', () => {
    expect(
      layout(
        moveToDay(
          agenda([
            [1, 2],
            [3, 4],
          ]),
          1,
          2,
          2,
        ),
      ),
    ).toEqual([[2], [3, 1, 4]]);
    expect(
      layout(
        moveToDay(
          agenda([
            [1, 2],
            [3, 4],
          ]),
          4,
          1,
          1,
        ),
      ),
    ).toEqual([[4, 1, 2], [3]]);
  });

  it('reorders inside the same day', () => {
    expect(layout(moveToDay(agenda([[1, 2, 3]]), 1, 1, 3))).toEqual([[2, 3, 1]]);
  });

  it('clamps the position to the day', () => {
    expect(layout(moveToDay(agenda([[1, 2], [3]]), 1, 2, 99))).toEqual([[2], [3, 1]]);
    expect(layout(moveToDay(agenda([[1, 2], [3]]), 3, 1, -4))).toEqual([[3, 1, 2]]);
  });

  it('opens a new day one past the last, and removes the day it empties', () => {
    expect(layout(moveToDay(agenda([[1, 2], [3]]), 1, 3, 1))).toEqual([[2], [3], [1]]);
    expect(layout(moveToDay(agenda([[1], [2, 3]]), 1, 3, 1))).toEqual([[2, 3], [1]]);
  });

  it('refuses a day that is not there', () => {
    expect(() => moveToDay(agenda([[1], [2]]), 1, 4, 1)).toThrow(RangeError);
    expect(() => moveToDay(agenda([[1], [2]]), 1, 0, 1)).toThrow(RangeError);
    expect(() => moveToDay(agenda([[1]]), 7, 1, 1)).toThrow(/not on the agenda/);
  });
});

describe('checking a submitted order', () => {
  it('accepts days 1..n and indexes 1..k per day, in any array order', () => {
    expect(isNormalizedOrder(agenda([[1, 2], [3]]))).toBe(true);
    expect(isNormalizedOrder([...agenda([[1, 2], [3]])].reverse())).toBe(true);
    expect(isNormalizedOrder([])).toBe(true);
  });

  it('rejects gaps, repeats, duplicates, non-integers and the wrong modules', () => {
    expect(isNormalizedOrder([{ module_id: 1, day: 2, day_index: 1 }])).toBe(false);
    expect(isNormalizedOrder([{ module_id: 1, day: 1, day_index: 2 }])).toBe(false);
    expect(isNormalizedOrder([{ module_id: 1, day: 0, day_index: 1 }])).toBe(false);
    expect(isNormalizedOrder([{ module_id: 1, day: 1.5, day_index: 1 }])).toBe(false);
    expect(
      isNormalizedOrder([
        { module_id: 1, day: 1, day_index: 1 },
        { module_id: 2, day: 1, day_index: 1 },
      ]),
    ).toBe(false);
    expect(
      isNormalizedOrder([
        { module_id: 1, day: 1, day_index: 1 },
        { module_id: 1, day: 1, day_index: 2 },
      ]),
    ).toBe(false);
    expect(isNormalizedOrder(agenda([[1, 2]]), [1, 2])).toBe(true);
    expect(isNormalizedOrder(agenda([[1, 2]]), [1, 3])).toBe(false);
    expect(isNormalizedOrder(agenda([[1, 2]]), [1, 2, 3])).toBe(false);
  });
});

// Property-based: any agenda, any sequence of moves.
const agendaArb = fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 12 }).chain((ids) =>
  fc
    .array(fc.record({ day: fc.integer({ min: 1, max: 6 }), day_index: fc.integer({ min: 1, max: 20 }) }), {
      minLength: ids.length,
      maxLength: ids.length,
    })
    .map((places) => ids.map((module_id, i) => ({ module_id, ...(places[i] ?? { day: 1, day_index: 1 }) }))),
);
type Move =
  | { kind: 'key'; pick: number; direction: 'up' | 'down' }
  | { kind: 'drop'; pick: number; day: number; index: number }
  | { kind: 'swap'; pick: number; other: number };
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant('key' as const), pick: fc.nat(), direction: fc.constantFrom('up' as const, 'down' as const) }),
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat(), day: fc.nat(), index: fc.integer({ min: 0, max: 15 }) }),
  fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(), other: fc.nat() }),
);

function apply(slots: AgendaSlot[], move: Move): AgendaSlot[] {
  const ordered = normalizeAgenda(slots);
  const slot = ordered[move.pick % ordered.length];
  if (!slot) return ordered;
  if (move.kind === 'key') return moveModule(slots, slot.module_id, move.direction);
  const days = groupByDay(ordered);
  if (move.kind === 'drop') return moveToDay(slots, slot.module_id, (move.day % (days.length + 1)) + 1, move.index);
  const sameDay = days[slot.day - 1]?.modules ?? [slot];
  const other = sameDay[move.other % sameDay.length] ?? slot;
  return swapWithinDay(slots, slot.module_id, other.module_id);
}

const ids = (slots: readonly AgendaSlot[]) => slots.map((s) => s.module_id).sort((a, b) => a - b);

describe('agenda move properties', () => {
  it('after any moves the agenda is normalized, has the same modules and no empty day', () => {
    fc.assert(
      fc.property(agendaArb, fc.array(moveArb, { maxLength: 25 }), (slots, moves) => {
        let current: AgendaSlot[] = slots;
        for (const move of moves) {
          current = apply(current, move);
          expect(isNormalizedOrder(current, ids(slots))).toBe(true);
          expect(ids(current)).toEqual(ids(slots));
          expect(groupByDay(current).every((day, n) => day.day === n + 1 && day.modules.length > 0)).toBe(true);
        }
      }),
    );
  });

  it('normalizing is idempotent and keeps the order of the modules', () => {
    fc.assert(
      fc.property(agendaArb, (slots) => {
        const once = normalizeAgenda(slots);
        expect(normalizeAgenda(once)).toEqual(once);
        expect(once.map((s) => s.module_id)).toEqual(groupByDay(slots).flatMap((d) => d.modules.map((m) => m.module_id)));
      }),
    );
  });

  it('a single move keeps the others in their relative order', () => {
    fc.assert(
      fc.property(
        agendaArb,
        moveArb.filter((m) => m.kind !== 'swap'),
        (slots, move) => {
          const ordered = normalizeAgenda(slots);
          const moving = ordered[move.pick % ordered.length]?.module_id;
          const others = (list: readonly AgendaSlot[]) => list.map((s) => s.module_id).filter((id) => id !== moving);
          expect(others(apply(slots, move))).toEqual(others(ordered));
        },
      ),
    );
  });
});
