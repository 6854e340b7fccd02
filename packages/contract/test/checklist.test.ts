import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApprovalCheck, allPass, withApprovalChecklistRow, withPassedApproval } from '../src/platform/checklist.ts';

const pass = (section: string): ApprovalCheck => ({ section, validation_status: 'PASS' });
const fail = (section: string, message = 'Missing.'): ApprovalCheck => ({ section, validation_status: 'FAIL', message });

describe('approval checklists', () => {
  it('all pass when no section fails', () => {
    expect(allPass([pass('Attendance'), pass('Details')])).toBe(true);
    expect(allPass([pass('Attendance'), fail('Details')])).toBe(false);
    expect(allPass([])).toBe(true);
  });

  it('attestation and certification checklists end with Passed Approval', () => {
    expect(withPassedApproval([pass('Attendance'), pass('Details')])).toEqual([
      pass('Attendance'),
      pass('Details'),
      { section: 'Passed Approval', validation_status: 'PASS' },
    ]);
    expect(withPassedApproval([fail('Attendance'), pass('Details')]).at(-1)).toEqual({
      section: 'Passed Approval',
      validation_status: 'FAIL',
    });
  });

  it('vended content checklists end with Approval Checklist', () => {
    expect(withApprovalChecklistRow([pass('Details')]).at(-1)).toEqual({ section: 'Approval Checklist', validation_status: 'PASS' });
    expect(withApprovalChecklistRow([pass('Details'), fail('NASBA Questions')]).at(-1)).toEqual({
      section: 'Approval Checklist',
      validation_status: 'FAIL',
    });
  });

  it('recomputes a summary row already present instead of repeating or judging it', () => {
    const stale = [pass('Details'), { section: 'Passed Approval', validation_status: 'FAIL' as const }];
    expect(withPassedApproval(stale)).toEqual([pass('Details'), { section: 'Passed Approval', validation_status: 'PASS' }]);
    const once = withApprovalChecklistRow([fail('Details')]);
    expect(withApprovalChecklistRow(once)).toEqual(once);
  });

  it('keeps extra fields and does not change its input', () => {
    const checks = [{ ...pass('Details'), status: 'ok' }];
    const result = withPassedApproval(checks);
    expect(result[0]).toBe(checks[0]);
    expect(checks).toHaveLength(1);
  });

  it('the summary row fails exactly when some section fails', () => {
    const check = fc.record({
      section: fc.constantFrom('Details', 'Attendance', 'Documentation'),
      validation_status: fc.constantFrom<'PASS' | 'FAIL'>('PASS', 'FAIL'),
    });
    fc.assert(
      fc.property(fc.array(check), (checks) => {
        const failing = checks.some((c) => c.validation_status === 'FAIL');
        for (const rows of [withPassedApproval(checks), withApprovalChecklistRow(checks)]) {
          expect(rows).toHaveLength(checks.length + 1);
          expect(rows.at(-1)?.validation_status).toBe(failing ? 'FAIL' : 'PASS');
        }
      }),
    );
  });
});
