import { type CourseResponse, VENDED_CONTENT_STEP_LIST, type VendedContentResponse } from '@cpe/contract';
import { makeCourse } from '../support/fixtures/courses.ts';

type Check = VendedContentResponse['checklist'][number];

/** The item's steps as GET /course/{id} sends them for the 'vendedcontent' page configuration. */
export const vendedCourseSteps = (disabled: readonly string[] = []): CourseResponse['steps'] =>
  VENDED_CONTENT_STEP_LIST.map((s) => ({ step: s.key, title: s.title, path: s.path, enabled: !disabled.includes(s.key) }));

export const FAILING_CHECKLIST: Check[] = [
  { section: 'Details', validation_status: 'PASS', message: '' },
  { section: 'Vendor', validation_status: 'PASS', message: '' },
  { section: 'Agenda Details', validation_status: 'FAIL', message: 'The agenda has no modules.' },
  { section: 'NASBA Questions', validation_status: 'FAIL', message: 'Answer the required NASBA questions.' },
  { section: 'Approval Checklist', validation_status: 'FAIL', message: '' },
];

/** GET /course/vendedcontent/{id} of item 5, a Draft from Northwind Learning that VCP001 may edit. */
export function makeVendedContent(
  over: {
    header?: Partial<VendedContentResponse['header']>;
    abilities?: Partial<VendedContentResponse['abilities']>;
    checklist?: Check[];
    disabledSteps?: string[];
  } = {},
): VendedContentResponse {
  const checklist = over.checklist ?? FAILING_CHECKLIST;
  const header: VendedContentResponse['header'] = {
    id: 5,
    title: 'Cyber Security Awareness',
    description: null,
    objectives: null,
    vendor_id: 11,
    vendor_name: 'Northwind Learning',
    course_status: 'Draft',
    delivery_method_id: 4,
    delivery_method: 'QAS Self Study',
    agenda_type_id: 1,
    agenda_type: 'US-CPE',
    created_by: 2,
    created_by_name: 'Ada Admin',
    created_on: '2026-09-04',
    approved_on: null,
    version: 1,
    lms_id: null,
    class_id: 40,
    ...over.header,
  };
  const course = makeCourse({
    header: { id: 5, title: header.title, course_status: header.course_status, version: header.version },
    steps: vendedCourseSteps(over.disabledSteps),
  });
  return {
    vendors: [
      { id: 11, name: 'Northwind Learning', is_active: true },
      { id: 12, name: 'Contoso Academy', is_active: true },
    ],
    header,
    checklist,
    approvalChecklistValid: checklist.every((c) => c.validation_status === 'PASS'),
    contacts: [],
    externalIds: [],
    course,
    abilities: {
      view: true,
      edit: true,
      approve: true,
      recordCompletion: false,
      manageVendors: true,
      leaveFeedback: true,
      ...over.abilities,
    },
  };
}
