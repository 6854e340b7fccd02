import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ecpAbilities, ecpEditable, ecpVisible } from '../src/external-cpe/policy/external-cpe-policy.ts';
import { type EcpChecklistFacts, evaluateEcpChecklist } from '../src/external-cpe/rules/ecp-checklist.ts';
import { awardCredits, COLLEGE_UNITS, totalAwardCredits } from '../src/external-cpe/rules/ecp-credits.ts';
import { canTransition, ECP_STATUS_VALUES, type EcpStatus } from '../src/external-cpe/rules/ecp-status.ts';
import { ecpAccessFlags, ecpSteps } from '../src/external-cpe/rules/ecp-steps.ts';
import { EXTERNAL_CPE_STEP_LIST } from '../src/external-cpe/rules/external-cpe-steps.ts';

const ECP_CODES = ['ECP003', 'ECP004', 'ECP005', 'ECP006', 'ECP007', 'ECP050', 'ECP051'];
const status = fc.constantFrom(...ECP_STATUS_VALUES);
const codes = fc.subarray(ECP_CODES);

describe('college credit rule (NASBA: semester hour 15, quarter hour 10)', () => {
  it('converts college hours and keeps non-college credits as entered', () => {
    expect(awardCredits({ is_college_type: 1, college_unit: 'semester', college_hours: 3 })).toBe(45);
    expect(awardCredits({ is_college_type: 1, college_unit: 'quarter', college_hours: 4 })).toBe(40);
    expect(awardCredits({ is_college_type: 0, credits: 8 })).toBe(8);
    expect(awardCredits({ is_college_type: 1, credits: 8 })).toBeNull();
    expect(awardCredits({ is_college_type: 0 })).toBeNull();
  });
  it('is hours × 15 or × 10 to one decimal for any hours', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COLLEGE_UNITS), fc.integer({ min: 0, max: 990 }), (unit, tenths) => {
        const hours = tenths / 10;
        const got = awardCredits({ is_college_type: 1, college_unit: unit, college_hours: hours });
        expect(got).toBeCloseTo(hours * (unit === 'semester' ? 15 : 10), 6);
      }),
    );
  });
  it('any nonzero is_college_type is college', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 50 }), (t, h) => {
        expect(awardCredits({ is_college_type: t, college_unit: 'quarter', college_hours: h, credits: 1 })).toBe(h * 10);
      }),
    );
  });
  it('totals the rows; non-college credits pass through', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 999 }), { maxLength: 10 }), (tenths) => {
        const rows = tenths.map((t) => ({ is_college_type: 0, credits: t / 10 }));
        expect(totalAwardCredits(rows)).toBeCloseTo(tenths.reduce((a, b) => a + b, 0) / 10, 6);
      }),
    );
  });
});

describe('who may edit a request, in which status', () => {
  const request = (s: EcpStatus) => ({ request_status: s, created_by: 10, request_person_id: 11 });
  it('creator or request person in Draft (and Reopened); ECP006 in Draft; ECP051 in Submitted; final states never', () => {
    expect(ecpEditable(request('Draft'), { personId: 10, permissions: [] })).toBe(true);
    expect(ecpEditable(request('Draft'), { personId: 11, permissions: [] })).toBe(true);
    expect(ecpEditable(request('Draft'), { personId: 12, permissions: [] })).toBe(false);
    expect(ecpEditable(request('Draft'), { personId: 12, permissions: ['ECP006'] })).toBe(true);
    expect(ecpEditable(request('Draft'), { personId: 12, permissions: ['ECP051'] })).toBe(false);
    expect(ecpEditable(request('Reopened'), { personId: 10, permissions: [] })).toBe(true);
    expect(ecpEditable(request('Submitted'), { personId: 10, permissions: [] })).toBe(false);
    expect(ecpEditable(request('Submitted'), { personId: 12, permissions: ['ECP051'] })).toBe(true);
    expect(ecpEditable(request('Submitted'), { personId: 12, permissions: ['ECP006'] })).toBe(false);
  });
  it('Not Approved and Approved are uneditable for everyone', () => {
    fc.assert(
      fc.property(fc.constantFrom<EcpStatus>('Not Approved', 'Approved'), codes, fc.integer({ min: 1, max: 20 }), (s, held, me) => {
        const a = ecpAbilities(request(s), { personId: me, permissions: held });
        expect(a.canEdit || a.canSubmit || a.canApprove || a.canNotApprove || a.canResolveFeedback || a.canLeaveFeedback).toBe(false);
      }),
    );
  });
  it('abilities follow the transitions and codes', () => {
    fc.assert(
      fc.property(status, codes, fc.integer({ min: 9, max: 13 }), (s, held, me) => {
        const a = ecpAbilities(request(s), { personId: me, permissions: held });
        expect(a.canApprove).toBe(held.includes('ECP051') && s === 'Submitted');
        expect(a.canNotApprove).toBe(held.includes('ECP050') && (s === 'Submitted' || s === 'Reopened'));
        expect(a.canReopen).toBe(held.includes('ECP051') && (s === 'Submitted' || s === 'Not Approved'));
        expect(a.canSubmit).toBe(a.canEdit && (s === 'Draft' || s === 'Reopened'));
        expect(a.showLmsId).toBe(held.includes('ECP007'));
        expect(a.showDeliveryMethod).toBe(held.includes('ECP005'));
        expect(a.showProgramType).toBe(held.includes('ECP004'));
        expect(a.showQualifyingProgram).toBe(held.includes('ECP003'));
      }),
    );
  });
  it('owners and staff see a request; others do not', () => {
    expect(ecpVisible(request('Draft'), { personId: 12, permissions: ['ECP003'] })).toBe(false);
    expect(ecpVisible(request('Draft'), { personId: 12, permissions: ['ECP050'] })).toBe(true);
    expect(ecpVisible(request('Approved'), { personId: 11, permissions: [] })).toBe(true);
  });
  it('transitions', () => {
    expect(canTransition('submit', 'Reopened')).toBe(true);
    expect(canTransition('approve', 'Draft')).toBe(false);
    expect(canTransition('notApprove', 'Reopened')).toBe(true);
    expect(canTransition('reopen', 'Approved')).toBe(false);
  });
});

describe('step enablement', () => {
  it('details always; info and awards by their flags; entire request enables all', () => {
    const draft = ecpAccessFlags({ request_status: 'Draft', detailsComplete: false, sponsorComplete: false, staff: false });
    expect(draft).toEqual({ can_access_cpe_info: false, can_access_awards_page: false, can_access_entire_request: false });
    const steps = ecpSteps(draft);
    expect(steps.map((s) => s.key)).toEqual(EXTERNAL_CPE_STEP_LIST.map((s) => s.key));
    expect(steps.filter((s) => !s.enabled).map((s) => s.key)).toEqual(['info', 'awards']);
    const named = ecpAccessFlags({ request_status: 'Draft', detailsComplete: true, sponsorComplete: false, staff: false });
    expect(
      ecpSteps(named)
        .filter((s) => !s.enabled)
        .map((s) => s.key),
    ).toEqual(['awards']);
    fc.assert(
      fc.property(status, fc.boolean(), fc.boolean(), fc.boolean(), (s, d, sp, staff) => {
        const f = ecpAccessFlags({ request_status: s, detailsComplete: d, sponsorComplete: sp, staff });
        if (f.can_access_entire_request) expect(ecpSteps(f).every((x) => x.enabled)).toBe(true);
        expect(ecpSteps(f)[0]?.enabled).toBe(true);
      }),
    );
  });
});

describe('approval checklist', () => {
  const complete: EcpChecklistFacts = {
    title: true,
    completionDate: true,
    deliveryMethod: true,
    sponsorName: true,
    awardRows: 1,
    awardRowsWithoutCredits: 0,
    totalCredits: 8,
    documents: 1,
    unansweredNasba: 0,
    defaultLms: 'SAP',
  };
  it('all PASS: not rejected, validation true', () => {
    const r = evaluateEcpChecklist(complete);
    expect(r.checklist.map((c) => c.section)).toEqual([
      'Request Details',
      'Sponsor Information',
      'Awards',
      'Documentation',
      'NASBA Questions',
    ]);
    expect(r).toMatchObject({ rejected: false, validation: true });
  });
  it('any FAIL sets rejected and clears the validation flag', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(2), fc.nat(1), fc.nat(3), (title, sponsor, awards, docs, unanswered) => {
        const r = evaluateEcpChecklist({
          ...complete,
          title,
          sponsorName: sponsor,
          awardRows: awards,
          documents: docs,
          unansweredNasba: unanswered,
        });
        const anyFail = r.checklist.some((c) => c.validation_status === 'FAIL');
        expect(r.rejected).toBe(anyFail);
        expect(r.validation).toBe(!anyFail);
        expect(anyFail).toBe(!title || !sponsor || awards === 0 || docs === 0 || unanswered > 0);
      }),
    );
  });
  it("SABA forces NASBA Questions to PASS with 'Not Applicable'", () => {
    const r = evaluateEcpChecklist({ ...complete, unansweredNasba: 4, defaultLms: 'SABA' });
    expect(r.checklist.at(-1)).toEqual({
      section: 'NASBA Questions',
      message: 'Not Applicable',
      validation_status: 'PASS',
      status: 'Not Applicable',
    });
    expect(r.validation).toBe(true);
    expect(evaluateEcpChecklist({ ...complete, unansweredNasba: 4 }).checklist.at(-1)?.validation_status).toBe('FAIL');
  });
});

describe('the request history and banner wording (issue 27)', () => {
  it('names every action of the request in words, as the other histories do', async () => {
    const { ECP_TRANSITIONS, ecpHistoryAction } = await import('../src/external-cpe/rules/ecp-status.ts');
    for (const action of ['create', ...Object.keys(ECP_TRANSITIONS)]) {
      const label = ecpHistoryAction(action);
      expect(label, action).not.toBe(action);
      expect(label, action).toMatch(/^[A-Z]/);
    }
    expect(ecpHistoryAction('submit')).toBe('Submitted for Approval');
    // An action this list does not know reads as recorded.
    expect(ecpHistoryAction('Document uploaded')).toBe('Document uploaded');
  });

  it('tells staff whose transcript an approval reached, and the learner "your transcript"', async () => {
    const { ecpBanner, ECP_STATUS_VALUES: statuses } = await import('../src/external-cpe/rules/ecp-status.ts');
    expect(ecpBanner('Approved', { own: true }).message).toBe('This request was approved; its credits are on your transcript.');
    expect(ecpBanner('Approved', { own: false, learner: 'Ada Lovelace' }).message).toBe(
      "This request was approved; its credits are on Ada Lovelace's transcript.",
    );
    for (const status of statuses) {
      const staff = ecpBanner(status, { own: false, learner: 'Ada Lovelace' });
      expect(staff.message, status).not.toMatch(/\byour\b/i);
      expect(staff.severity).toBe(ecpBanner(status, { own: true }).severity);
    }
  });
});
