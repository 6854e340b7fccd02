import { describe, expect, it } from 'vitest';
import {
  agendaTimeChecks,
  isValidTimeRange,
  MODULE_TIME_MESSAGES,
  moduleTimeCheck,
  type TimedSlot,
  timeToMinutes,
} from '../src/course/rules/module-time.ts';

const t = (start_time: string, end_time: string) => ({ start_time, end_time });
const slot = (module_id: number, day: number, day_index: number, start_time: string, end_time: string): TimedSlot => ({
  module_id,
  day,
  day_index,
  start_time,
  end_time,
});

describe('times of day', () => {
  it('reads HH:mm and HH:mm:ss, and nothing else', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('09:30:45')).toBe(570);
    for (const bad of ['24:00', '9:30', '09:60', '', 'noon', null, undefined]) expect(timeToMinutes(bad)).toBeNull();
  });

  it('a valid range ends strictly after it starts', () => {
    expect(isValidTimeRange('09:00', '09:01')).toBe(true);
    expect(isValidTimeRange('09:00', '09:00')).toBe(false);
    expect(isValidTimeRange('10:00', '09:00')).toBe(false);
    expect(isValidTimeRange('09:00', null)).toBe(false);
    expect(isValidTimeRange('nine', '10:00')).toBe(false);
  });
});

describe('module time check', () => {
  it('is 1 when the module starts before the previous one ends', () => {
    expect(moduleTimeCheck(t('09:30', '10:30'), t('09:00', '10:00'))).toBe(1);
    expect(MODULE_TIME_MESSAGES[1]).toBe('Module starts before the previous module ends.');
  });

  it('is 2 when the module ends after the next one begins', () => {
    expect(moduleTimeCheck(t('09:00', '10:30'), t('08:00', '09:00'), t('10:00', '11:00'))).toBe(2);
    expect(MODULE_TIME_MESSAGES[2]).toBe('Module ends after the next module begins.');
  });

  it('reports 1 first when both overlap', () => {
    expect(moduleTimeCheck(t('09:00', '11:00'), t('08:00', '10:00'), t('10:00', '12:00'))).toBe(1);
  });

  it('is 3 without overlap, back to back, or without neighbours', () => {
    expect(moduleTimeCheck(t('09:00', '10:00'), t('08:00', '09:00'), t('10:00', '11:00'))).toBe(3);
    expect(moduleTimeCheck(t('09:00', '10:00'))).toBe(3);
    expect(moduleTimeCheck(t('09:00', '10:00'), null, null)).toBe(3);
  });

  it('skips comparisons it cannot read', () => {
    expect(moduleTimeCheck(t('??', '10:00'), t('08:00', '09:30'))).toBe(3);
    expect(moduleTimeCheck(t('09:00', '10:00'), t('08:00', 'late'), t('early', '11:00'))).toBe(3);
  });
});

describe('time checks of an agenda', () => {
  it('compares each module with its neighbours on the same day, in day_index order', () => {
    const checks = agendaTimeChecks([
      slot(3, 1, 3, '10:30', '11:30'),
      slot(1, 1, 1, '09:00', '10:00'),
      slot(2, 1, 2, '09:45', '10:45'),
      slot(4, 2, 1, '08:00', '12:00'),
      slot(5, 2, 2, '12:00', '13:00'),
    ]);
    expect(Object.fromEntries(checks)).toEqual({ 1: 2, 2: 1, 3: 1, 4: 3, 5: 3 });
  });

  it('does not compare modules of different days', () => {
    const checks = agendaTimeChecks([slot(1, 1, 1, '09:00', '17:00'), slot(2, 2, 1, '08:00', '10:00')]);
    expect([...checks.values()]).toEqual([3, 3]);
    expect(agendaTimeChecks([]).size).toBe(0);
  });
});
