import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChecklistSettings,
  CHECKLIST_OFFERING_TYPES,
  CHECKLIST_SECTIONS,
  irsCompletionProblem,
  isIrsProgramNumber,
  isPtin,
  mayTurnOffSection,
  normalizeIrsProgramNumber,
  withPassedApproval,
  worstHealthState,
} from '../src/index.ts';

const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('IRS program numbers', () => {
  it('accepts every provider id, type, sequence and year in the IRS layout', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { minLength: 5, maxLength: 5 }),
        fc.constantFrom('T', 'U', 'E', 'Q', 'R'),
        digits(5),
        digits(2),
        (id, t, seq, yy) => isIrsProgramNumber(`${id.join('')}-${t}-${seq}-${yy}`),
      ),
    );
  });
  it('refuses other types, lengths and separators; lower case reads after normalizing', () => {
    for (const bad of [
      'ABCDE-X-00001-24',
      'ABCDE-T-00001-2024',
      'ABCDE-T-0001-24',
      'ABCD-T-00001-24',
      'ABCDE_T_00001_24',
      'abcde-t-00001-24',
    ])
      expect(isIrsProgramNumber(bad), bad).toBe(false);
    expect(isIrsProgramNumber(normalizeIrsProgramNumber(' abcde-t-00001-24 '))).toBe(true);
  });
});

describe('PTIN', () => {
  it('is P and 8 digits, nothing else', () => {
    fc.assert(fc.property(digits(8), (d) => isPtin(`P${d}`)));
    for (const bad of ['P1234567', 'P123456789', '012345678', 'p01234567', 'P0123456A']) expect(isPtin(bad), bad).toBe(false);
  });
  it('a completion without a PTIN, with a bad one, or without hours is a problem', () => {
    const ok = {
      first_name: 'A',
      last_name: 'B',
      ptin: 'P01234567',
      program_number: 'ABCDE-T-00001-24',
      ce_hours: 2,
      completion_date: '2025-01-01',
    };
    expect(irsCompletionProblem(ok)).toBeNull();
    expect(irsCompletionProblem({ ...ok, ptin: null })).toBe('No PTIN on file.');
    expect(irsCompletionProblem({ ...ok, ptin: 'P1' })).toBe('The PTIN must be P followed by 8 digits.');
    expect(irsCompletionProblem({ ...ok, program_number: '' })).toMatch(/IRS format/);
    expect(irsCompletionProblem({ ...ok, ce_hours: 0 })).toBe('No CE hours were earned.');
  });
});

describe('checklist settings', () => {
  const checks = withPassedApproval([
    { section: 'Course Details', validation_status: 'PASS' as const, message: '' },
    { section: 'Program Qualification', validation_status: 'FAIL' as const, message: 'x' },
  ]);
  it('leaves out a section that does not apply and recomputes Passed Approval', () => {
    expect(checks.at(-1)?.validation_status).toBe('FAIL');
    const out = applyChecklistSettings(checks, new Set(['Program Qualification']));
    expect(out.map((c) => [c.section, c.validation_status])).toEqual([
      ['Course Details', 'PASS'],
      ['Passed Approval', 'PASS'],
    ]);
  });
  it('never removes the summary row, and changes nothing when every section applies', () => {
    expect(applyChecklistSettings(checks, new Set())).toEqual(checks);
    expect(applyChecklistSettings(checks, new Set(['Passed Approval'])).at(-1)?.section).toBe('Passed Approval');
  });
  it('every offering type has sections, and the guarding ones cannot be turned off', () => {
    for (const t of CHECKLIST_OFFERING_TYPES) expect(CHECKLIST_SECTIONS[t].length).toBeGreaterThan(0);
    expect(mayTurnOffSection('class', 'Agenda')).toBe(false);
    expect(mayTurnOffSection('course', 'Program Qualification')).toBe(true);
  });
});

it('the health summary is the worst part', () => {
  expect(worstHealthState([])).toBe('ok');
  expect(worstHealthState(['ok', 'degraded', 'ok'])).toBe('degraded');
  expect(worstHealthState(['degraded', 'down'])).toBe('down');
});
