import { describe, expect, it } from 'vitest';
import { studyButtons } from '../../src/features/independent-study/approval/study-actions.ts';
import { selfStudyBodyOf, selfStudyValues } from '../../src/features/independent-study/credits/self-study-form.ts';
import { studyDetailsBody, studyDetailsValues } from '../../src/features/independent-study/details/details-form.ts';
import { studyHeaderItems, studySubheader } from '../../src/features/independent-study/workspace/study-header.ts';
import { studyFixLink, studySteps } from '../../src/features/independent-study/workspace/study-steps.ts';
import { makeStudy } from '../support/fixtures/independent-study.ts';

describe('the independent study header strip', () => {
  it('shows the header strip labels in order, the dates for display, and nothing made up for what is missing', () => {
    const items = studyHeaderItems(makeStudy({ header: { submitted_on: '2026-09-04', submitted_by: 'Ada Admin' } }).header);
    expect(items.map((i) => i.label)).toEqual([
      'Program ID',
      'Submitted By',
      'Request Type',
      'Agenda Type',
      'Delivery Method',
      'Submission Date',
      'Content Exp. Date',
    ]);
    expect(items.map((i) => i.value)).toEqual([
      3,
      'Ada Admin',
      'New Independent Study',
      'US-CPE',
      'QAS Self Study',
      'Sep-04-2026',
      'Sep-01-2028',
    ]);
    const draft = studyHeaderItems(makeStudy({ header: { program_id: null, request_type_name: null } }).header);
    expect(draft.filter((i) => i.value === null).map((i) => i.label)).toEqual([
      'Program ID',
      'Submitted By',
      'Request Type',
      'Submission Date',
    ]);
  });

  it('puts the request number, status and agenda version in the subheader', () => {
    const study = makeStudy({ header: { request_status: 'Submitted', course_status: 'Pending Signoff' } });
    expect(studySubheader(study.header, 2)).toEqual([
      { label: 'Request Number', value: 5 },
      // The staff member who requested it, before anyone submitted it.
      { label: 'Requestor Name', value: 'Ian Instructor' },
      { label: 'Request Status', value: 'Submitted' },
      { label: 'Agenda Version', value: 2 },
      { label: 'Agenda Status', value: 'Pending Signoff' },
    ]);
  });
});

describe('the independent study steps', () => {
  it('maps the server steps with the contract feedback sections; a failing row links to the step that fixes it', () => {
    const study = makeStudy();
    const steps = studySteps(study);
    expect(steps.find((s) => s.key === 'credits')).toMatchObject({ path: 'credits', state: 'enabled', feedbackSection: 'CPE Information' });
    expect(steps.find((s) => s.key === 'roster')?.feedbackSection).toBeUndefined();
    expect(steps.find((s) => s.key === 'version')?.state).toBe('disabled');
    expect(studyFixLink(study, 'Final Exam Questions')).toEqual({ to: '/independentstudy/5/credits', step: 'CPE Information' });
    expect(studyFixLink(study, 'Program Qualification')).toEqual({ to: '/independentstudy/5/credits', step: 'CPE Information' });
    expect(studyFixLink(study, 'Agenda Details')).toEqual({ to: '/independentstudy/5/agenda', step: 'Agenda Details' });
    // The study has no enabled Version step: nothing to link to.
    expect(studyFixLink(study, 'Version')).toBeNull();
  });
});

describe('the workflow buttons', () => {
  it('offer what the abilities allow, and keep Finalize disabled while a section fails', () => {
    expect(studyButtons(makeStudy().abilities, []).map((b) => b.label)).toEqual(['Submit']);
    const signer = makeStudy({ abilities: { edit: false, submit: false, return: true, finalize: true, notApprove: true } });
    const failing = [
      { section: 'Review Questions', validation_status: 'FAIL' as const, message: 'At least 5 review questions are required' },
      { section: 'Passed Approval', validation_status: 'FAIL' as const, message: '' },
    ];
    const buttons = studyButtons(signer.abilities, failing);
    expect(buttons.map((b) => b.label)).toEqual(['Return', 'Finalize', 'Not Approved']);
    // Dialog title rule: Not Approved is confirmed in 'Do Not Approve'; the others keep '{label}: {title}'.
    expect(buttons.map((b) => b.dialogTitle)).toEqual([undefined, undefined, 'Do Not Approve']);
    expect(buttons[1]?.disabledReason).toBe('Finalize is unavailable while these sections fail: Review Questions.');
    expect(studyButtons(signer.abilities, [])[1]?.disabledReason).toBeNull();
  });
});

describe('the forms', () => {
  it('send the self-study counts as numbers, an emptied one as null', () => {
    const values = selfStudyValues(makeStudy({ selfStudy: { exam_questions: null } }).selfStudy);
    // The final exam count is the exam's (ADR 0052): not a field of the form.
    expect(values).toEqual({ words: '9000', media_minutes: '20', review_questions: '6', prerequisites: '' });
    expect(selfStudyBodyOf({ ...values, words: '' })).toEqual({ words: null, media_minutes: 20, review_questions: 6, prerequisites: null });
    // Prerequisites are typed one per line and stored as the course's JSON list.
    const withPrerequisites = selfStudyValues(makeStudy({ selfStudy: { prerequisites: '["Basic ethics","Firm policy"]' } }).selfStudy);
    expect(withPrerequisites.prerequisites).toBe('Basic ethics\nFirm policy');
    expect(selfStudyBodyOf({ ...withPrerequisites, prerequisites: ' Basic ethics \n\n' }).prerequisites).toBe('["Basic ethics"]');
  });

  it('send only the details that changed', () => {
    const before = studyDetailsValues(makeStudy());
    expect(studyDetailsBody(before, before)).toEqual({});
    const after = { ...before, title: '  Ethics, revised ', request_type: 'Revision of Existing Content' as const, agenda_type_id: '' };
    expect(studyDetailsBody(before, after)).toEqual({
      title: 'Ethics, revised',
      request_type: 'Revision of Existing Content',
      agenda_type_id: null,
    });
  });
});
