import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_STATUSES } from '../src/class/rules/class-statuses.ts';
import { CLASS_SYNC_MESSAGES, classSyncAction, classSyncRefusal, MANUAL_CLASS_SYNC } from '../src/class/rules/class-sync.ts';
import { LMS_TYPES } from '../src/reference/rules/reference-settings.ts';

// Rule: "in_action is manualClassSync, only for the first LMS type"; the LMS types are SAP, LCVISTA, SABA;
// and "Certified classes can only be synced manually".
describe('class sync action and refusals', () => {
  it('sends manualClassSync with SAP only', () => {
    expect(classSyncAction('SAP')).toBe(MANUAL_CLASS_SYNC);
    expect(classSyncAction('LCVISTA')).toBeUndefined();
    expect(classSyncAction('SABA')).toBeUndefined();
  });

  it('lets the screen sync every class of every LMS type with the action it sends', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LMS_TYPES), fc.constantFrom(...CLASS_STATUSES), (lms, status) => {
        expect(classSyncRefusal({ tenantLms: lms, askedLms: lms, action: classSyncAction(lms), status })).toBeNull();
      }),
    );
  });

  it('refuses manualClassSync off SAP, with the message of the product', () => {
    for (const lms of ['LCVISTA', 'SABA']) {
      expect(classSyncRefusal({ tenantLms: lms, action: MANUAL_CLASS_SYNC, status: 'Uncertified' })).toBe(
        CLASS_SYNC_MESSAGES.manualOnlySap,
      );
    }
    expect(CLASS_SYNC_MESSAGES.manualOnlySap).toBe('Manual class sync is only available with SAP.');
  });

  it('refuses a Certified class on SAP without the manual action; LCVISTA and SABA calls are manual', () => {
    expect(classSyncRefusal({ tenantLms: 'SAP', status: 'Certified' })).toBe(CLASS_SYNC_MESSAGES.certifiedManualOnly);
    expect(classSyncRefusal({ tenantLms: 'SAP', status: 'Uncertified' })).toBeNull();
    expect(classSyncRefusal({ tenantLms: 'SABA', status: 'Certified' })).toBeNull();
    expect(classSyncRefusal({ tenantLms: 'LCVISTA', status: 'Certified' })).toBeNull();
  });

  it("refuses an in_lms that is not the tenant's LMS, naming both", () => {
    expect(classSyncRefusal({ tenantLms: 'SABA', askedLms: 'SAP', action: MANUAL_CLASS_SYNC, status: 'Certified' })).toBe(
      "This firm's LMS is SABA, not SAP: reload the page and sync again.",
    );
  });
});
