import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aoaAbilities, aoaVisible } from '../src/aoa/policy/aoa-policy.ts';
import { AOA_MESSAGES } from '../src/aoa/rules/aoa-messages.ts';
import {
  AOA_STATUS_VALUES,
  type AoaState,
  aoaSteps,
  aoaStepsEnabled,
  decideCancel,
  decideSubmit,
  VERIFY_TYPE,
  verificationTypeName,
} from '../src/aoa/rules/aoa-rules.ts';
import { AOA_RECORD, AOA_STEP_LIST } from '../src/aoa/rules/aoa-steps.ts';
import { CLASS_MESSAGES } from '../src/class/rules/class-messages.ts';
import { FEEDBACK_SECTIONS } from '../src/platform/feedback.ts';
import { stepPageName } from '../src/platform/record-steps.ts';

/** Affidavit of attendance rules (steps, statuses, policy, messages). */
const facts = fc.record({
  classId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  verificationType: fc.option(fc.constantFrom('Attendance Code', 'Documents'), { nil: null }),
  rosterId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  attendedDays: fc.integer({ min: 0, max: 5 }),
});

describe('the AOA steps', () => {
  it('are Verification, Attendance, Confirmation, Approval, Audit under learner-affidavitofattendance-id', () => {
    expect(AOA_STEP_LIST.map((s) => s.title)).toEqual(['Verification', 'Attendance', 'Confirmation', 'Approval', 'Audit']);
    for (const s of AOA_STEP_LIST) expect(s.page).toBe(stepPageName(AOA_RECORD, s.path));
    for (const s of AOA_STEP_LIST) if ('feedback' in s) expect(FEEDBACK_SECTIONS).toContain(s.feedback);
  });

  it('enable Verification with a class, Attendance with verificationType and rosterId, Confirmation with an attended day', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const on = aoaStepsEnabled(f);
        expect(on.verification).toBe(f.classId !== null);
        expect(on.attendance).toBe(f.verificationType !== null && f.rosterId !== null);
        expect(on.confirmation).toBe(on.attendance && f.attendedDays > 0);
        expect(on.approval && on.audit).toBe(true);
        expect(aoaSteps(f).map((s) => s.enabled)).toEqual(AOA_STEP_LIST.map((s) => on[s.key]));
      }),
    );
  });

  it('names verify type 1 the code and 2 documents', () => {
    expect(verificationTypeName(VERIFY_TYPE.code)).toBe('Attendance Code');
    expect(verificationTypeName(VERIFY_TYPE.documents)).toBe('Documents');
    expect(verificationTypeName(null)).toBeNull();
  });
});

const ready = (over: Partial<AoaState> = {}): AoaState => ({
  status: 'Draft',
  verifyTypeId: 1,
  rosterId: 5,
  isConfirmed: false,
  attendedDays: 1,
  codeVerified: true,
  documents: 0,
  ...over,
});
const learner = { confirmed: true, approve: true, asStaff: false, codeExpired: false, checklistPasses: false };

describe('submit (isConfirmed=1 gives Submitted, or Approved with isSubmitted=1 where approval is allowed)', () => {
  it('approves a confirmed, code-verified Draft at once with isSubmitted=1; documents make it Submitted', () => {
    expect(decideSubmit(ready(), learner)).toEqual({ kind: 'approve' });
    expect(decideSubmit(ready({ verifyTypeId: 2, documents: 1, codeVerified: false }), learner)).toEqual({ kind: 'submit' });
  });

  it("gives 'Submitted' with isSubmitted=0, even when a valid code backs the Draft", () => {
    expect(decideSubmit(ready(), { ...learner, approve: false })).toEqual({ kind: 'submit' });
    expect(decideSubmit(ready({ status: 'Submitted' }), { ...learner, asStaff: true, approve: false, checklistPasses: true })).toEqual({
      kind: 'refuse',
      reason: 'alreadySubmitted',
    });
  });

  it("gives 'Approved' only where approval is allowed: a valid code at submit, or staff other than the requestor on a Submitted one (ADR 0053)", () => {
    const state = fc.record({
      status: fc.constantFrom(...AOA_STATUS_VALUES),
      verifyTypeId: fc.constantFrom(1, 2, null),
      rosterId: fc.constantFrom(5, null),
      isConfirmed: fc.boolean(),
      attendedDays: fc.integer({ min: 0, max: 3 }),
      codeVerified: fc.boolean(),
      documents: fc.integer({ min: 0, max: 2 }),
    });
    const request = fc.record({
      confirmed: fc.boolean(),
      approve: fc.boolean(),
      asStaff: fc.boolean(),
      codeExpired: fc.boolean(),
      checklistPasses: fc.boolean(),
    });
    fc.assert(
      fc.property(state, request, (aoa, req) => {
        if (decideSubmit(aoa, req).kind !== 'approve') return;
        expect(req.approve).toBe(true);
        const byCode = aoa.status === 'Draft' && aoa.verifyTypeId === 1 && aoa.codeVerified && !req.codeExpired;
        const byStaff = aoa.status === 'Submitted' && req.asStaff && req.checklistPasses;
        expect(byCode || byStaff).toBe(true);
      }),
    );
  });

  it('clears an expired code instead of approving, and refuses what is not ready', () => {
    expect(decideSubmit(ready(), { ...learner, codeExpired: true })).toEqual({ kind: 'expired' });
    expect(decideSubmit(ready(), { ...learner, confirmed: false })).toEqual({ kind: 'refuse', reason: 'confirmFirst' });
    expect(decideSubmit(ready({ rosterId: null }), learner)).toEqual({ kind: 'refuse', reason: 'needsVerification' });
    expect(decideSubmit(ready({ codeVerified: false }), learner)).toEqual({ kind: 'refuse', reason: 'needsVerification' });
    expect(decideSubmit(ready({ verifyTypeId: 2 }), learner)).toEqual({ kind: 'refuse', reason: 'noDocuments' });
    expect(decideSubmit(ready({ attendedDays: 0 }), learner)).toEqual({ kind: 'refuse', reason: 'needsAttendedDay' });
  });

  it('lets only staff approve a Submitted affidavit, and only when the checklist passes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (asStaff, checklistPasses) => {
        const d = decideSubmit(ready({ status: 'Submitted' }), { ...learner, asStaff, checklistPasses });
        if (asStaff && checklistPasses) expect(d).toEqual({ kind: 'approve' });
        else expect(d.kind).toBe('refuse');
      }),
    );
  });

  it('never changes a decided affidavit', () => {
    for (const status of ['Approved', 'Not Approved', 'Voided'] as const)
      for (const asStaff of [true, false]) expect(decideSubmit(ready({ status }), { ...learner, asStaff }).kind).toBe('refuse');
  });
});

describe('void and close as Not Approved', () => {
  it('voids Draft or Submitted for anyone entitled; closes only Submitted, only for staff; one at a time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AOA_STATUS_VALUES), fc.boolean(), fc.boolean(), fc.boolean(), (status, close, voids, mayDecide) => {
        const d = decideCancel({ status }, { close, void: voids, mayDecide });
        if (close === voids) expect(d).toEqual({ kind: 'refuse', reason: 'chooseOne' });
        else if (voids)
          expect(d).toEqual(
            status === 'Draft' || status === 'Submitted' ? { kind: 'to', status: 'Voided' } : { kind: 'refuse', reason: 'cannotVoid' },
          );
        else if (!mayDecide) expect(d).toEqual({ kind: 'refuse', reason: 'forbidden' });
        else
          expect(d).toEqual(status === 'Submitted' ? { kind: 'to', status: 'Not Approved' } : { kind: 'refuse', reason: 'notSubmitted' });
      }),
    );
  });
});

describe('the AOA policy', () => {
  it('shows an affidavit to its requestor and AOA050; HPT005 shows the code section', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AOA_STATUS_VALUES),
        fc.boolean(),
        fc.subarray(['AOA050', 'HPT005', 'CRS007']),
        (status, mine, codes) => {
          const caller = { personId: mine ? 1 : 2, permissions: codes };
          const staff = codes.includes('AOA050');
          expect(aoaVisible({ requestorId: 1 }, caller)).toBe(mine || staff);
          const a = aoaAbilities({ status, requestorId: 1 }, caller);
          expect(a.canSeeCodeSection).toBe(codes.includes('HPT005'));
          expect(a.canEdit).toBe(status === 'Draft' && (mine || staff));
          expect(a.canSubmit).toBe(status === 'Draft' && mine);
          // No one approves their own affidavit (ADR 0053); closing it as Not Approved is AOA050's.
          expect(a.canApprove).toBe(status === 'Submitted' && staff && !mine);
          expect(a.canNotApprove).toBe(status === 'Submitted' && staff);
          expect(a.canVoid).toBe((status === 'Draft' || status === 'Submitted') && (mine || staff));
        },
      ),
    );
  });
});

describe('AOA messages', () => {
  it('are verbatim, and the code messages are the class’s own', () => {
    expect(AOA_MESSAGES.codeVerified).toBe('Request code has been successfully verified');
    expect(AOA_MESSAGES.codeExpired).toBe('Attendance Code Expired. Please use a different verification method.');
    expect(AOA_MESSAGES.codeWrongClass).toBe('Provided Attendance Code does not match the selected class.');
    expect(AOA_MESSAGES.noClassesFound).toBe('No Classes Found');
    expect(AOA_MESSAGES.classSearchError).toBe('Error executing class search');
    expect(AOA_MESSAGES.voidedOrNotApproved).toBe('Affidavit Voided or Not Approved');
    expect(AOA_MESSAGES.codeExpired).toBe(CLASS_MESSAGES.codeExpired);
  });
});
