/**
 * Per-tenant course configuration (page config and element configuration) and
 * the lookups the course workspace offers. Tenants may change all of it; these are
 * the starting values.
 */
import { COURSE_STEP_LIST } from '@cpe/contract';

export const MODULE_TYPES = [
  { id: 1, name: 'Presentation' },
  { id: 2, name: 'Case Study' },
  { id: 3, name: 'Panel Discussion' },
  { id: 4, name: 'Workshop' },
  { id: 5, name: 'Knowledge Check' },
  { id: 6, name: 'Break' },
  { id: 7, name: 'Lunch' },
];

export const PROGRAM_QUALIFICATIONS = [
  { id: 1, name: 'NASBA Registry', needs_jurisdiction: false },
  { id: 2, name: 'NASBA QAS', needs_jurisdiction: false },
  { id: 3, name: 'IRS Continuing Education', needs_jurisdiction: false },
  { id: 4, name: 'CFP Board', needs_jurisdiction: false },
  { id: 5, name: 'State Board of Accountancy', needs_jurisdiction: true },
];

export const NASBA_QUESTIONS = [
  { id: 1, question: 'What are the learning objectives of the program?', is_required: true, sort_order: 1 },
  { id: 2, question: 'How does the program measure that participants are engaged?', is_required: true, sort_order: 2 },
  { id: 3, question: 'Which advance preparation, if any, is required?', is_required: false, sort_order: 3 },
];

/** Course steps, in menu order, as the contract declares them; the step key is the subpage ('details' for the main page). */
export const COURSE_PAGES = COURSE_STEP_LIST.map((s) => ({
  step: s.key,
  title: s.title,
  path: s.path,
  finalized_permission: 'finalizedPermission' in s ? s.finalizedPermission : null,
}));

interface ElementSeed {
  agenda_type_id: number;
  delivery_method_id: number;
  element_id: string;
  label: string;
  is_displayed?: boolean;
  is_required?: boolean;
  is_editable?: boolean;
  is_editable_in_editing_status?: boolean;
}

/** The default key (1, 1) configures every Course Details field; other keys only where they differ. */
const DEFAULTS: Omit<ElementSeed, 'agenda_type_id' | 'delivery_method_id'>[] = [
  { element_id: 'title', label: 'Course Title', is_required: true },
  { element_id: 'agenda_type', label: 'Agenda Type', is_required: true, is_editable_in_editing_status: false },
  { element_id: 'delivery_method', label: 'Delivery Method', is_required: true, is_editable_in_editing_status: false },
  { element_id: 'description', label: 'Description' },
  { element_id: 'objectives', label: 'Learning Objectives' },
  { element_id: 'lrt_id', label: 'LRT ID' },
  { element_id: 'loid', label: 'LOID' },
  { element_id: 'sponsoring_org', label: 'Sponsoring Organization' },
];

export const COURSE_ELEMENTS: ElementSeed[] = [
  ...DEFAULTS.map((e) => ({ ...e, agenda_type_id: 1, delivery_method_id: 1 })),
  // Non-CPE agendas have no sponsor and no learning record id.
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((dm) => [
    { agenda_type_id: 3, delivery_method_id: dm, element_id: 'sponsoring_org', label: 'Sponsoring Organization', is_displayed: false },
    { agenda_type_id: 3, delivery_method_id: dm, element_id: 'lrt_id', label: 'LRT ID', is_displayed: false },
  ]),
  // Training Hours need objectives.
  ...[1, 2, 3, 4, 5, 6, 7].map((dm) => ({
    agenda_type_id: 2,
    delivery_method_id: dm,
    element_id: 'objectives',
    label: 'Learning Objectives',
    is_required: true,
  })),
];

/** Attachment types (11 biography, 32 class documentation); learning object type 1 is a course. */
export const ATTACHMENT_TYPES = [
  { id: 1, name: 'Course Materials', learning_object_type_id: 1 },
  { id: 2, name: 'Instructor Guide', learning_object_type_id: 1 },
  { id: 3, name: 'NASBA Documentation', learning_object_type_id: 1 },
  { id: 4, name: 'Pilot Test Results', learning_object_type_id: 1 },
  { id: 5, name: 'Other', learning_object_type_id: 1 },
  { id: 11, name: 'Biography', learning_object_type_id: null },
  // A person's other documents (user administration's Documentation page; migration 0021).
  { id: 12, name: 'Professional License', learning_object_type_id: null },
  { id: 13, name: 'Certificate', learning_object_type_id: null },
  { id: 14, name: 'Other Document', learning_object_type_id: null },
  { id: 32, name: 'Class Documentation', learning_object_type_id: 3 },
];
