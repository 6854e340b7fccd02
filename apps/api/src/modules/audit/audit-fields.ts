/**
 * How the audit trail names what changed (issue 11: sentences with names, not ids): the
 * label of each column, which columns hold the id of a person or a lookup, and what each
 * audited table's row is called. The trail covers the course and class tables and their parts.
 */

/** The lookups whose ids appear in audited rows; each is resolved to a name by audit-names.ts. */
export type LookupKind =
  | 'person'
  | 'role'
  | 'deliveryMethod'
  | 'agendaType'
  | 'moduleType'
  | 'knowledgeLevel'
  | 'fieldOfStudy'
  | 'qualification'
  | 'state'
  | 'module'
  | 'course';

/** Columns that hold an id, by the lookup that names it. */
export const ID_COLUMNS: Readonly<Record<string, LookupKind>> = {
  created_by: 'person',
  developer_id: 'person',
  reviewer_id: 'person',
  person_id: 'person',
  irs_reviewer_id: 'person',
  certified_by: 'person',
  voided_by: 'person',
  removed_by: 'person',
  requestor_id: 'person',
  confirmed_by: 'person',
  request_person_id: 'person',
  submitted_by: 'person',
  decided_by: 'person',
  role_id: 'role',
  delivery_method_id: 'deliveryMethod',
  agenda_type_id: 'agendaType',
  module_type_id: 'moduleType',
  knowledge_level_id: 'knowledgeLevel',
  field_of_study_id: 'fieldOfStudy',
  qualification_id: 'qualification',
  state_id: 'state',
  module_id: 'module',
  course_id: 'course',
};

/** Bookkeeping and derived columns: a change of only these is no change a person made. */
export const SKIPPED_COLUMNS: readonly string[] = ['tenant_id', 'id', 'updated_at', 'updated_by', 'title_key', 'created_at'];

/** A row image of the audit log. */
export type RowImage = Record<string, unknown>;

/** Looks up the name of an id of a kind ('#12' when it is gone). */
export type NameOf = (kind: LookupKind, id: unknown) => string;

const quoted = (text: unknown) => `"${String(text ?? '')}"`;
const shortened = (text: unknown) => (String(text ?? '').length > 60 ? `${String(text).slice(0, 60)}…` : text);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar date inside a record's name, as the display format's date part: '2026-11-21' → 'Nov-21-2026'. */
function day(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${MONTHS[Number(match[2]) - 1] ?? match[2]}-${match[3]}-${match[1]}` : String(value ?? '');
}

/** What each audited table's row is called in a sentence, from its image. */
const RECORDS: Readonly<Record<string, (row: RowImage, name: NameOf) => string>> = {
  courses: (r) => `the course ${quoted(r.title)}`,
  agenda_modules: (r) => `the agenda module ${quoted(r.title)}`,
  content_reviews: (r, name) => `the content reviewer ${name('person', r.reviewer_id)} of day ${r.day}`,
  // Rows written before migration 0013 moved external ids into the layer's table keep their old name.
  course_external_ids: (r) => `the external id ${r.id_type} ${r.external_id_value}`,
  external_ids: (r) => `the external id ${r.id_type} ${r.external_id_value}`,
  external_cpe_requests: (r) => `the external CPE request ${quoted(r.title)}`,
  ecpe_awards: (r, name) => `the award of ${name('fieldOfStudy', r.field_of_study_id)}`,
  ecpe_nasba_answers: (r) => `the answer to NASBA question ${r.question_id}`,
  // A comment may run to 4000 characters: its sentence names it by its start.
  document_comments: (r) => `the document comment ${quoted(shortened(r.comment))}`,
  course_people: (r, name) => `the contact ${name('person', r.person_id)} (${r.contact_role})`,
  course_qualifications: (r, name) =>
    `the program qualification ${name('qualification', r.qualification_id)}${r.state_id ? ` (${name('state', r.state_id)})` : ''}`,
  classes: (r) => `the class ${quoted(r.class_title)}`,
  class_days: (r) => `class day ${r.day} (${day(r.class_date)})`,
  class_contacts: (r, name) => `the contact ${name('person', r.person_id)} (${name('role', r.role_id)})`,
  class_instructors: (r, name) =>
    `the instructor ${name('person', r.person_id)}${r.module_id ? ` of the module ${quoted(name('module', r.module_id))}` : ''}`,
  class_roster: (r, name) => `the learner ${name('person', r.person_id)}`,
  attendance_codes: (r) => `the attendance code ${r.attendance_code}`,
  affidavits: (r) => `the affidavit ${r.id}`,
  affidavit_days: (r) => `the declared day ${r.day}`,
  affidavit_missed_times: (r) => `the declared missed time of day ${r.day} (${r.start_at} to ${r.returned_at})`,
};

export function recordName(entity: string, row: RowImage, name: NameOf): string {
  const describe = RECORDS[entity];
  return describe ? describe(row, name) : `the ${entity.replace(/_/g, ' ')} ${row.id ?? ''}`.trim();
}
