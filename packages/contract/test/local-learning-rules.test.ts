import { describe, expect, it } from 'vitest';
import { classAbilities } from '../src/class/policy/class-policy.ts';
import { rosterOpen } from '../src/course/rules/offering-kinds.ts';
import { localLearningChecklist, localLearningClassElementRows, localLearningDays } from '../src/offerings/rules/local-learning-rules.ts';

describe('localLearningDays', () => {
  it('makes one class day per date, each from the start time to the end time', () => {
    expect(localLearningDays('2026-11-30 09:00', '2026-12-02 16:30')).toEqual({
      days: [
        { date: '2026-11-30', start_time: '09:00', end_time: '16:30' },
        { date: '2026-12-01', start_time: '09:00', end_time: '16:30' },
        { date: '2026-12-02', start_time: '09:00', end_time: '16:30' },
      ],
    });
  });
  it('names the field of a schedule that cannot be held', () => {
    expect(localLearningDays('2026-11-30 09:00', '2026-11-29 16:30')).toMatchObject({ field: 'end' });
    expect(localLearningDays('2026-11-30 17:00', '2026-12-01 09:00')).toMatchObject({ field: 'end' });
    expect(localLearningDays('2026-11-30', '2026-12-01 09:00')).toMatchObject({ field: 'start' });
    expect(localLearningDays('2026-01-01 09:00', '2026-12-31 10:00')).toMatchObject({ field: 'end' });
  });
});

describe('the checklist and the class of a local learning', () => {
  it('renames the details section, adds the schedule, and closes with Passed Approval', () => {
    const checks = localLearningChecklist([{ section: 'Course Details', validation_status: 'PASS', message: '' }], { hasSchedule: false });
    expect(checks.map((c) => [c.section, c.validation_status])).toEqual([
      ['Local Learning Details', 'PASS'],
      ['Schedule', 'FAIL'],
      ['Passed Approval', 'FAIL'],
    ]);
  });
  it('its roster is open until Not Approved; a course class waits for the Finalized agenda', () => {
    expect(['Draft', 'Pending Signoff', 'Pending Delivery'].every((s) => rosterOpen('local_learning', s))).toBe(true);
    expect(rosterOpen('local_learning', 'Not Approved')).toBe(false);
    expect(rosterOpen('course', 'Draft')).toBe(false);
  });
  it('the class abilities follow the offering, not the class codes', () => {
    const cls = {
      status: 'Uncertified' as const,
      is_editable: 1 as const,
      is_course_finalized: 1 as const,
      is_tenant_sponsor: 0 as const,
      delivery_method_id: 2,
    };
    const runner = { permissions: ['CLS046', 'CLS055'], teaches: false };
    const flags = { syncCertifiedDisabled: false };
    const off = { view: true, edit: false, editCodeExpiry: false };
    expect(classAbilities(cls, { ...runner, offering: off }, flags)).toMatchObject({ edit: false, editCodeExpiry: false, sync: true });
    expect(classAbilities(cls, { ...runner, offering: { ...off, edit: true, editCodeExpiry: true } }, flags)).toMatchObject({
      edit: true,
      markAttendance: true,
      editCodeExpiry: true,
    });
  });
  it('the AOA expiry follows the locallearning rows when there are any', () => {
    const row = (location: string, is_required: boolean) => ({
      agenda_type_id: 1,
      delivery_method_id: 1,
      location,
      element_id: 'aoa_expiration_date',
      is_displayed: true,
      is_required,
      is_editable: true,
      is_editable_in_editing_status: true,
    });
    const classRows = [row('class', true)];
    expect(localLearningClassElementRows(classRows, [], 'class')).toEqual(classRows);
    expect(localLearningClassElementRows(classRows, [row('locallearning', false)], 'class')).toEqual([row('class', false)]);
  });
});
