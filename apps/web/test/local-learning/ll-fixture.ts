import type { LocalLearningResponse } from '@cpe/contract';
import { makeCourse } from '../support/fixtures/courses.ts';

/** A local learning as GET /locallearning/{id} answers it (id 7, Draft), for the local learning screens' tests. */
export function makeLocalLearning(
  over: {
    header?: Partial<LocalLearningResponse['header']>;
    abilities?: Partial<LocalLearningResponse['abilities']>;
    checklist?: LocalLearningResponse['checklist'];
  } = {},
): LocalLearningResponse {
  const status = over.header?.course_status ?? 'Draft';
  const course = makeCourse({
    header: { id: 7, title: 'Office Tax Roundtable', course_status: status, version: 1 },
    steps: [
      { step: 'details', title: 'Local Learning Details', path: '', enabled: true },
      { step: 'cpe', title: 'CPE Information', path: 'cpe', enabled: true },
      { step: 'agenda', title: 'Agenda Details', path: 'agenda', enabled: true },
      { step: 'nasba', title: 'NASBA Questions', path: 'nasba', enabled: true },
      { step: 'roster', title: 'Roster', path: 'roster', enabled: true },
      { step: 'approval', title: 'Approval', path: 'approval', enabled: true },
    ],
  });
  return {
    course,
    header: {
      title: 'Office Tax Roundtable',
      delivery_method: 'Group Live',
      submitted_by: 'Ada Admin',
      local_learning_id: 7,
      agenda_type: 'US-CPE',
      start_date: '2026-10-05 09:00',
      end_date: '2026-10-06 12:00',
      submitted_on: null,
      lms_id: null,
      focus_code: 'FC-100',
      class_id: 31,
      sponsoring_org: null,
      course_lms_id: null,
      class_lms_id: null,
      lms_status: null,
      course_status: status,
      attendance_codes: [],
      timezone: 'America/New_York',
      ...over.header,
    },
    abilities: {
      view: true,
      edit: status === 'Draft',
      submit: status === 'Draft',
      return: false,
      finalize: false,
      reopen: false,
      editContentReview: false,
      sync: false,
      leaveFeedback: false,
      approve: false,
      notApprove: false,
      submitToLms: false,
      editCodeExpiry: false,
      ...over.abilities,
    },
    checklist: over.checklist ?? [
      { section: 'Local Learning Details', validation_status: 'PASS', message: '' },
      { section: 'Schedule', validation_status: 'PASS', message: '' },
      { section: 'Passed Approval', validation_status: 'PASS', message: '' },
    ],
    aoaExpiryRequired: true,
  };
}
