import type { CourseResponse } from '@cpe/contract';

/** A course as GET /course/{id} answers it, for the workspace's component tests. */
export function makeCourse(
  over: {
    header?: Partial<CourseResponse['courseHeader']>;
    abilities?: Partial<CourseResponse['abilities']>;
    steps?: CourseResponse['steps'];
  } = {},
): CourseResponse {
  return {
    courseHeader: {
      id: 7,
      title: 'Ethics for Tax Professionals',
      description: null,
      objectives: null,
      course_status: 'Draft',
      pre_edited_status: null,
      version: 2,
      agenda_type_id: 1,
      agenda_type: 'US-CPE',
      delivery_method_id: 3,
      delivery_method: 'Group Live & Group Internet',
      lrt_id: null,
      loid: null,
      lms_id: null,
      sponsoring_org: null,
      finalization_date: null,
      prerequisites: null,
      has_credit_qualified_modules: true,
      can_access_agenda_details: true,
      created_by: 4,
      created_by_name: 'Ian Instructor',
      created_at: '2026-09-01T00:00:00.000Z',
      updated_at: '2026-09-01T00:00:00.000Z',
      contacts: [],
      ...over.header,
    },
    cpeDetails: {
      is_tenant_sponsor: true,
      is_irs_ce: false,
      is_irs_ce_approved: false,
      irs_program_number: null,
      credit_increment: 0.2,
      total_credits: 2,
    },
    agenda: [],
    externalIds: [],
    abilities: {
      view: true,
      edit: true,
      submit: true,
      return: false,
      finalize: false,
      reopen: false,
      editContentReview: true,
      sync: false,
      leaveFeedback: true,
      ...over.abilities,
    },
    steps: over.steps ?? [
      { step: 'details', title: 'Course Details', path: '', enabled: true },
      { step: 'documentation', title: 'Documentation', path: 'documentation', enabled: true },
      { step: 'irs', title: 'IRS CE Information', path: 'irs', enabled: false },
      { step: 'classes', title: 'Class Details', path: 'classes', enabled: true },
    ],
    elements: {},
  };
}
