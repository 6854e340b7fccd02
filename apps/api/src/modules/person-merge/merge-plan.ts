/**
 * Every column that names a person, and what a merge does with it (ADR 0033). The guard test
 * (person-merge-coverage.test.ts) compares this with the schema: a new table or column that
 * references a person fails it until it is listed here.
 */

/** Columns that only say who did or owns something: the victim's ids simply become the survivor's. */
export const REASSIGNED_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['affidavits', 'confirmed_by'],
  ['affidavits', 'created_by'],
  ['affidavits', 'updated_by'],
  ['affidavits', 'decided_by'],
  ['agenda_modules', 'developer_id'],
  ['agenda_modules', 'updated_by'],
  ['alerts', 'person_id'],
  ['attendance_codes', 'updated_by'],
  ['class_roster', 'created_by'],
  ['class_roster', 'removed_by'],
  ['classes', 'certified_by'],
  ['classes', 'created_by'],
  ['classes', 'updated_by'],
  ['classes', 'voided_by'],
  ['credit_records', 'recorded_by'],
  ['courses', 'created_by'],
  ['courses', 'irs_reviewer_id'],
  ['courses', 'updated_by'],
  ['document_uploads', 'created_by'],
  ['document_uploads', 'person_id'],
  ['documents', 'created_by'],
  ['documents', 'person_id'],
  ['documents', 'removed_by'],
  ['external_cpe_requests', 'created_by'],
  ['external_cpe_requests', 'decided_by'],
  ['external_cpe_requests', 'request_person_id'],
  ['external_cpe_requests', 'submitted_by'],
  ['external_cpe_requests', 'updated_by'],
  ['feedback', 'resolver_id'],
  ['feedback', 'submitter_id'],
  ['independent_study_programs', 'closed_by'],
  ['independent_study_programs', 'owner_id'],
  ['independent_study_programs', 'submitter_id'],
  ['lms_sync_requests', 'created_by'],
  ['roster_attendance', 'updated_by'],
  ['roster_missed_times', 'created_by'],
  ['vendors', 'created_by'],
  // A license is the person's: the survivor holds the victim's licenses too (ADR 0031).
  ['person_licenses', 'person_id'],
  ['person_licenses', 'created_by'],
  ['jurisdiction_requirements', 'updated_by'],
  ['certificates', 'issued_by'],
  // Who asked for a report run (ADR 0041).
  ['report_runs', 'requested_by'],
  ['email_template_versions', 'created_by'],
  ['nasba_question_set_versions', 'published_by'],
  // Self-study final exams (ADR 0052): who last wrote an exam and who assigned a learner.
  ['independent_study_exams', 'updated_by'],
  ['independent_study_assignments', 'assigned_by'],
  // Someone merged into the victim earlier now points at the survivor.
  ['persons', 'merged_into_id'],
];

/**
 * Tables where both people may hold the same row (the key without the person): the survivor's
 * row stays and the victim's duplicate goes; the rest move. `key` are the other key columns.
 */
export const DEDUPLICATED: readonly { table: string; column: string; key: readonly string[] }[] = [
  { table: 'person_roles', column: 'person_id', key: ['role_id'] },
  { table: 'course_people', column: 'person_id', key: ['course_id', 'contact_role'] },
  { table: 'class_contacts', column: 'person_id', key: ['class_id', 'role_id'] },
  { table: 'class_instructors', column: 'person_id', key: ['class_id', 'coalesce(module_id, 0)'] },
  { table: 'module_instructors', column: 'person_id', key: ['module_id'] },
  { table: 'content_reviews', column: 'reviewer_id', key: ['course_id', 'day'] },
  // One error log row per class, learner and rule (ADR 0037): the survivor's stays.
  { table: 'credit_limitation_cuts', column: 'person_id', key: ['class_id', 'rule_id'] },
  // Assigned to the same study: the survivor's assignment stays.
  { table: 'independent_study_assignments', column: 'person_id', key: ['course_id'] },
];

/** Columns with a rule of their own (merge-apply.ts, merge-roster.ts). */
export const SPECIAL_COLUMNS: readonly (readonly [string, string])[] = [
  ['class_roster', 'person_id'],
  ['affidavits', 'requestor_id'],
  ['credit_records', 'person_id'],
  ['independent_study_completions', 'person_id'],
  ['person_emails', 'person_id'],
  ['person_ids', 'person_id'],
  // Revoked or spent, never moved: the victim's sign-ins end with the merge.
  ['sessions', 'person_id'],
  ['account_links', 'person_id'],
];

/**
 * Columns a merge leaves alone: history (who did what, as it was; the application may only append
 * to these tables) and the merge's own record. The victim's row stays, pointing at the survivor.
 */
export const UNTOUCHED_COLUMNS: readonly (readonly [string, string])[] = [
  ['audit_log', 'person_id'],
  ['course_versions', 'finalized_by'],
  ['document_comments', 'created_by'],
  ['workflow_history', 'person_id'],
  // A certificate states its facts as issued (ADR 0032): the victim's stay verifiable as they were;
  // the survivor, who now holds the transcripts, is issued their own on the next download.
  ['certificates', 'person_id'],
  ['person_merges', 'survivor_id'],
  ['person_merges', 'victim_id'],
  ['person_merges', 'requested_by'],
  ['person_merges', 'merged_by'],
  // /admin/proxy (ADR 0039): who acted for whom, as it was; a proxy session lasts an hour at most.
  ['proxy_sessions', 'administrator_id'],
  ['proxy_sessions', 'person_id'],
  ['sessions', 'proxy_person_id'],
  // A graded final exam attempt stays as it was taken (ADR 0052); the completion it earned moves.
  ['independent_study_exam_attempts', 'person_id'],
];
