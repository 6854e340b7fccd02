import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vendedContentItemAbilities } from '../src/offerings/policy/vended-content-policy.ts';
import { VENDED_CONTENT_MESSAGES, vendedContentChecklist } from '../src/offerings/rules/vended-content-checklist.ts';
import type { ApprovalCheck } from '../src/platform/checklist.ts';

type Check = Required<ApprovalCheck>;
const pass = (section: string): Check => ({ section, validation_status: 'PASS', message: '' });
const fail = (section: string): Check => ({ section, validation_status: 'FAIL', message: 'Missing.' });
const acme = { name: 'Acme Learning', is_active: true };

describe('vended content checklist', () => {
  it('names the item details, adds Vendor, drops Content Review and ends with Approval Checklist', () => {
    const result = vendedContentChecklist([pass('Course Details'), pass('Agenda Details'), fail('Content Review')], acme);
    expect(result.checklist.map((c) => c.section)).toEqual(['Details', 'Vendor', 'Agenda Details', 'Approval Checklist']);
    expect(result.checklist.at(-1)).toEqual({ section: 'Approval Checklist', validation_status: 'PASS', message: '' });
    expect(result.approvalChecklistValid).toBe(true);
  });

  it('fails the Vendor section without a vendor or with an inactive one', () => {
    const none = vendedContentChecklist([pass('Course Details')], null);
    expect(none.checklist[1]).toEqual({ section: 'Vendor', validation_status: 'FAIL', message: VENDED_CONTENT_MESSAGES.vendorRequired });
    expect(none.approvalChecklistValid).toBe(false);
    const inactive = vendedContentChecklist([pass('Course Details')], { name: 'Old Co', is_active: false });
    expect(inactive.checklist[1]?.message).toBe(VENDED_CONTENT_MESSAGES.vendorInactive);
    expect(inactive.checklist.at(-1)?.validation_status).toBe('FAIL');
  });

  it('the Approval Checklist row FAILs exactly when some section (or the vendor) fails', () => {
    const check = fc.record({
      section: fc.constantFrom('Course Details', 'Agenda Details', 'CPE Information', 'NASBA Questions', 'Program Qualification'),
      validation_status: fc.constantFrom<'PASS' | 'FAIL'>('PASS', 'FAIL'),
      message: fc.string(),
    });
    const vendor = fc.option(fc.record({ name: fc.string({ minLength: 1 }), is_active: fc.boolean() }), { nil: null });
    fc.assert(
      fc.property(fc.array(check), vendor, (checks, v) => {
        const { checklist, approvalChecklistValid } = vendedContentChecklist(checks, v);
        const failing = checks.some((c) => c.validation_status === 'FAIL') || !v?.is_active;
        expect(checklist).toHaveLength(checks.length + 2);
        expect(checklist.at(-1)?.section).toBe('Approval Checklist');
        expect(checklist.at(-1)?.validation_status).toBe(failing ? 'FAIL' : 'PASS');
        expect(approvalChecklistValid).toBe(!failing);
      }),
    );
  });
});

describe('vended content abilities (VCP001)', () => {
  const ctx = (permissions: string[]) => ({ permissions, personId: 7 });
  it('VCP001 edits and approves in Draft only; completions need Approved', () => {
    const draft = vendedContentItemAbilities({ course_status: 'Draft', created_by: 1 }, ctx(['VCP001']));
    expect(draft).toMatchObject({ view: true, edit: true, approve: true, recordCompletion: false, manageVendors: true });
    const approved = vendedContentItemAbilities({ course_status: 'Approved', created_by: 1 }, ctx(['VCP001']));
    expect(approved).toMatchObject({ edit: false, approve: false, recordCompletion: true });
  });
  it('a class runner records completions but does not edit; a stranger sees nothing', () => {
    const runner = vendedContentItemAbilities({ course_status: 'Approved', created_by: 1 }, ctx(['CLS046', 'CRS053']));
    expect(runner.edit).toBe(false);
    expect(vendedContentItemAbilities({ course_status: 'Approved', created_by: 1 }, ctx([])).view).toBe(false);
  });
});
