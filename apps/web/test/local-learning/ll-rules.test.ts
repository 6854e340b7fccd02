import { describe, expect, it } from 'vitest';
import { localLearningButtons } from '../../src/features/local-learning/approval/ll-actions.ts';
import { submitProgress } from '../../src/features/local-learning/approval/use-lms-submit.ts';
import { changedBody, localLearningSchema, localLearningValues } from '../../src/features/local-learning/details/ll-form.ts';
import { localLearningHeaderItems, localLearningSubheader } from '../../src/features/local-learning/workspace/ll-header.ts';
import { localLearningFixLink, localLearningSteps } from '../../src/features/local-learning/workspace/ll-steps.ts';
import { makeLocalLearning } from './ll-fixture.ts';

describe('the local learning header strip', () => {
  it('has the four main items first and the expandable ones after, in the spec order; missing values are null (shown as ----)', () => {
    const items = localLearningHeaderItems(makeLocalLearning().header);
    expect(items.map((i) => i.label)).toEqual([
      'Delivery Method',
      'Submitted By',
      'Request Number',
      'Agenda Type',
      'Start Date/Time',
      'End Date/Time',
      'Submission Date',
      'LOID or Focus Code',
      'Calculo Roster Class ID',
      'Sponsoring Organization',
      'Course LMS ID',
      'Class LMS ID',
      'LMS Class Status',
    ]);
    const value = (label: string) => items.find((i) => i.label === label)?.value;
    expect(value('Delivery Method')).toBe('Group Live');
    expect(value('Request Number')).toBe(7);
    expect(value('Start Date/Time')).toBe('2026-10-05 09:00 America/New_York');
    expect(value('Calculo Roster Class ID')).toBe(31);
    expect(value('Submission Date')).toBeNull();
    expect(value('Sponsoring Organization')).toBeNull();
    expect(value('Class LMS ID')).toBeNull();
  });

  it('shows the LOID once the LMS gave one, else the focus code', () => {
    const focus = localLearningHeaderItems(makeLocalLearning().header).find((i) => i.label === 'LOID or Focus Code');
    expect(focus?.value).toBe('FC-100');
    const loid = localLearningHeaderItems(makeLocalLearning({ header: { lms_id: 'LO-55' } }).header).find(
      (i) => i.label === 'LOID or Focus Code',
    );
    expect(loid?.value).toBe('LO-55');
  });

  it('has the subheader (request number, requestor, status, agenda version and status)', () => {
    const sub = localLearningSubheader(makeLocalLearning({ header: { course_status: 'Pending Signoff' } }));
    expect(sub).toEqual([
      { label: 'Request Number', value: 7 },
      { label: 'Requestor Name', value: 'Ada Admin' },
      { label: 'Request Status', value: 'Pending Signoff' },
      { label: 'Agenda Version', value: 1 },
      { label: 'Agenda Status', value: 'Pending Signoff' },
    ]);
  });
});

describe('the local learning steps', () => {
  it('take the feedback sections the contract declares for local learning pages', () => {
    const steps = localLearningSteps(makeLocalLearning().course.steps);
    expect(steps.map((s) => [s.key, s.feedbackSection])).toEqual([
      ['details', 'Local Learning Details'],
      ['cpe', 'CPE Information'],
      ['agenda', 'Agenda Details'],
      ['nasba', 'NASBA Questions'],
      ['roster', undefined],
      ['approval', undefined],
    ]);
  });

  it('link a failing section to the step of its title, Schedule to Local Learning Details, Program Qualification to CPE Information', () => {
    const ll = makeLocalLearning();
    expect(localLearningFixLink(ll, 'NASBA Questions')).toEqual({ to: '/locallearning/7/nasba', step: 'NASBA Questions' });
    expect(localLearningFixLink(ll, 'Schedule')).toEqual({ to: '/locallearning/7', step: 'Local Learning Details' });
    expect(localLearningFixLink(ll, 'Program Qualification')).toEqual({ to: '/locallearning/7/cpe', step: 'CPE Information' });
    expect(localLearningFixLink(ll, 'Documentation')).toBeNull();
  });
});

describe('the local learning workflow buttons (by status and LLP codes)', () => {
  it('offer Submit in Draft', () => {
    expect(localLearningButtons(makeLocalLearning()).map((b) => b.label)).toEqual(['Submit']);
  });

  it('keep Approve for delivery disabled while a section fails, naming it', () => {
    const ll = makeLocalLearning({
      header: { course_status: 'Pending Signoff' },
      abilities: { return: true, approve: true },
      checklist: [
        { section: 'NASBA Questions', validation_status: 'FAIL', message: 'Answer every question.' },
        { section: 'Passed Approval', validation_status: 'FAIL', message: '' },
      ],
    });
    const buttons = localLearningButtons(ll);
    expect(buttons.map((b) => b.label)).toEqual(['Return to Draft', 'Approve for delivery']);
    expect(buttons[1]?.disabledReason).toBe('Approve for delivery is unavailable while these sections fail: NASBA Questions.');
    const passing = localLearningButtons({ ...ll, checklist: [] });
    expect(passing[1]?.disabledReason).toBeNull();
  });

  it('offer Not Approved in Pending Delivery to holders of LLP065, as a warning', () => {
    const buttons = localLearningButtons(
      makeLocalLearning({ header: { course_status: 'Pending Delivery' }, abilities: { notApprove: true } }),
    );
    expect(buttons.map((b) => [b.label, b.tone])).toEqual([['Not Approved', 'error']]);
  });
});

describe('the local learning form', () => {
  const valid = { ...localLearningValues(makeLocalLearning()), agenda_type_id: '1', delivery_method_id: '2' };

  it('requires title, agenda type, delivery method, start and end', () => {
    const result = localLearningSchema.safeParse({ ...valid, title: ' ', agenda_type_id: '', start: '', end: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({ title: 'Required.', agenda_type_id: 'Required.', start: 'Required.', end: 'Required.' });
  });

  it('takes start and end as YYYY-MM-DD HH:mm and says on End when the end is not after the start', () => {
    expect(localLearningSchema.safeParse(valid).success).toBe(true);
    const badFormat = localLearningSchema.safeParse({ ...valid, start: '2026-10-05T09:00' });
    expect(badFormat.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['start', 'Expected YYYY-MM-DD HH:mm']]);
    const backwards = localLearningSchema.safeParse({ ...valid, end: '2026-10-04 12:00' });
    expect(backwards.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['end', 'The end must be after the start.']]);
  });

  it('sends only what changed, ids as numbers, emptied optional text as null, and start with end', () => {
    const before = localLearningValues(makeLocalLearning());
    expect(changedBody(before, before)).toEqual({});
    expect(changedBody(before, { ...before, focus_code: '', delivery_method_id: '2' })).toEqual({
      focus_code: null,
      delivery_method_id: 2,
    });
    expect(changedBody(before, { ...before, end: '2026-10-07 12:00' })).toEqual({ start: '2026-10-05 09:00', end: '2026-10-07 12:00' });
  });
});

describe('Submit to LMS progress', () => {
  it('says what the LMS still has to process', () => {
    expect(submitProgress(null)).toBe('Sending the local learning to the LMS');
    expect(submitProgress({ qty_in_queue: 2, unprocessed_messages: 1 })).toBe('Waiting for the LMS: 2 messages left to process');
    expect(submitProgress({ qty_in_queue: 1, unprocessed_messages: 0 })).toBe('Waiting for the LMS: 1 message left to process');
  });
});
