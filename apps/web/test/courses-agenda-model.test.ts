import { describe, expect, it } from 'vitest';
import { agendaCredits, dropMove, keyboardMove, orderBody, timeMessage } from '../src/features/courses/agenda/agenda-model.ts';
import { courseWithModules, makeModule } from './support/fixtures/courses.ts';

// Day 1: A, B; Day 2: C.
const agenda = () => [
  makeModule({ module_id: 1, day: 1, day_index: 1, title: 'A' }),
  makeModule({ module_id: 2, day: 1, day_index: 2, title: 'B', start_time: '10:00', end_time: '10:50' }),
  makeModule({ module_id: 3, day: 2, day_index: 1, title: 'C' }),
];
const order = (modules: ReturnType<typeof agenda> | null) => (modules ? orderBody(modules).modules : null);

describe('agenda builder moves (swap within a day, move across days, drop an emptied day, number from 1)', () => {
  it('moves within a day by swapping with the neighbour', () => {
    expect(order(keyboardMove(agenda(), 2, 'up'))).toEqual([
      { module_id: 2, day: 1, day_index: 1 },
      { module_id: 1, day: 1, day_index: 2 },
      { module_id: 3, day: 2, day_index: 1 },
    ]);
  });

  it('moves the last of a day down into the next day, first', () => {
    expect(order(keyboardMove(agenda(), 2, 'down'))).toEqual([
      { module_id: 1, day: 1, day_index: 1 },
      { module_id: 2, day: 2, day_index: 1 },
      { module_id: 3, day: 2, day_index: 2 },
    ]);
  });

  it('removes a day emptied by a move and renumbers from 1', () => {
    expect(order(keyboardMove(agenda(), 3, 'up'))).toEqual([
      { module_id: 1, day: 1, day_index: 1 },
      { module_id: 2, day: 1, day_index: 2 },
      { module_id: 3, day: 1, day_index: 3 },
    ]);
  });

  it('answers null for moves that change nothing', () => {
    expect(keyboardMove(agenda(), 1, 'up')).toBeNull();
    expect(keyboardMove(agenda(), 3, 'down')).toBeNull();
  });

  it('swaps two modules dropped on each other within a day', () => {
    const modules = [...agenda(), makeModule({ module_id: 4, day: 1, day_index: 3 })];
    expect(order(dropMove(modules, 1, { kind: 'module', moduleId: 4, after: false }))?.filter((m) => m.day === 1)).toEqual([
      { module_id: 4, day: 1, day_index: 1 },
      { module_id: 2, day: 1, day_index: 2 },
      { module_id: 1, day: 1, day_index: 3 },
    ]);
  });

  it('inserts a module dropped on another day before or after the target', () => {
    expect(order(dropMove(agenda(), 1, { kind: 'module', moduleId: 3, after: false }))).toEqual([
      { module_id: 2, day: 1, day_index: 1 },
      { module_id: 1, day: 2, day_index: 1 },
      { module_id: 3, day: 2, day_index: 2 },
    ]);
    expect(order(dropMove(agenda(), 1, { kind: 'module', moduleId: 3, after: true }))?.[2]).toEqual({ module_id: 1, day: 2, day_index: 2 });
  });

  it('puts a module dropped on the new-day zone on a day of its own, and on a day last', () => {
    expect(order(dropMove(agenda(), 1, { kind: 'new-day' }))).toEqual([
      { module_id: 2, day: 1, day_index: 1 },
      { module_id: 3, day: 2, day_index: 1 },
      { module_id: 1, day: 3, day_index: 1 },
    ]);
    expect(order(dropMove(agenda(), 1, { kind: 'day', day: 2 }))?.[2]).toEqual({ module_id: 1, day: 2, day_index: 2 });
    expect(dropMove(agenda(), 1, { kind: 'day', day: 1 })).toBeNull();
    expect(dropMove(agenda(), 3, { kind: 'new-day' })).toBeNull();
  });
});

describe('agenda credits and time checks', () => {
  it('totals credit-qualified minutes with the course increment', () => {
    // 3 × 50 minutes of Group Live: 3 credits; one more not credit-qualified module adds nothing.
    const modules = [
      ...agenda(),
      makeModule({ module_id: 4, day: 2, day_index: 2, is_credit_qualified: false, start_time: '10:00', end_time: '12:00' }),
    ];
    expect(agendaCredits(modules, courseWithModules(modules)).total).toBe(3);
  });

  it('has a message for overlaps only', () => {
    expect(timeMessage(1)).toBe('Module starts before the previous module ends.');
    expect(timeMessage(2)).toBe('Module ends after the next module begins.');
    expect(timeMessage(3)).toBeNull();
  });
});
