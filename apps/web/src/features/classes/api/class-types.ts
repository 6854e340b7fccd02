/**
 * Answers of the class calls that packages/contract does not describe (yet): the
 * screens read only the fields named here, and tolerate the others being absent.
 */

/** GET /class/staff/{id}: one contact of the class; kind is the server's reading of the role name (spec §6). */
export interface ClassContact {
  class_contact_id: number;
  person_id: number;
  name: string;
  role_id: number;
  role_name: string;
  kind: 'dedicated-monitor' | 'monitor' | 'coordinator' | 'other';
}

/** GET /class/staff/{id}: the contacts, the monitor summary (spec §9 100:1) and the roles a contact may have. */
export interface ClassStaff {
  contacts: ClassContact[];
  monitors: {
    monitors: number;
    coordinators: number;
    dedicated: number;
    dedicatedNeeded: number;
    warning: boolean;
    message: string | null;
  };
  roles: { role_id: number; role_name: string }[];
}

/** GET /class/instructor/{id}: a preferred instructor, with credits for the instructor credit summary when sent. */
export interface ClassInstructor {
  person_id: number;
  name: string;
  credits?: { credits: number; subject_area: { subject_short_name: string } }[];
}

export interface PersonRef {
  person_id: number;
  name: string;
}

/** GET /class-modules/{id}: a module of the class's agenda with its instructors. */
export interface ClassModule {
  module_id: number;
  title: string;
  day: number;
  day_index: number;
  start_time: string;
  end_time: string;
  is_credit_qualified: boolean;
  course_instructors: PersonRef[];
  instructors: PersonRef[];
}

/** GET /class/segments/{id}: each class day with the course's modules of that day number. */
export interface ClassSegment {
  day: number;
  date: string;
  module_id: number;
  title: string;
  start_time: string;
  end_time: string;
  is_credit_qualified: boolean;
  instructors: PersonRef[];
}

/** GET /class/history/{id}: the workflow log. */
export interface ClassHistoryRow {
  id: number;
  action: string;
  from_status?: string | null;
  to_status?: string | null;
  person_name?: string | null;
  comment?: string | null;
  occurred_at: string;
}

/** A checklist row (GET /class/validation/{classId}, the certification and attestation sections). */
export interface ClassCheck {
  section: string;
  validation_status: 'PASS' | 'FAIL';
  message?: string;
}

/** GET /class/validate/certification/{id}. */
export interface CertificationValidation {
  passes_validation: 0 | 1 | boolean | null;
  failed_validation_reason: string | null;
  certification?: ClassCheck[];
  attestation?: ClassCheck[];
}

/** GET /external-requests/status/{request_id}. */
export interface QueuedStatus {
  status: 'queued' | 'sent' | 'done' | 'failed';
  unprocessed_messages: number;
  error_messages: string[];
}

/** POST /class/import/sap/{id}: uuid is the LMS request's id. */
export interface ClassSyncStart {
  uuid: string;
  success: boolean;
  message: string;
  alertType: 'success' | 'error' | 'info' | 'warning';
}

/** GET /class/status/{id}: 1 once no sync or certification of the class is queued or sent. */
export interface ClassSyncStatus {
  status_good: 0 | 1;
}

/** A row of GET /class/search and of GET /course/classes/{id}. */
export interface ClassRow {
  id: number;
  class_title: string;
  status: string;
  course_id: number;
  course_title: string;
  start_date: string | null;
  end_date: string | null;
  timezone: string;
  lms_id: string | null;
  alternate_id: string | null;
  roster_count: number;
}
