import { answerKey, lookUp, storedAnswer, tenantWide, updatesOnly } from '../../../platform/stored-answers/declaration.ts';

/** Classes of these courses, of these modules' courses, on whose roster these people or roster rows are. */
const classesOfCourses = (keys: string, t: string) => `SELECT id FROM classes WHERE tenant_id = ${t} AND course_id = ANY (${keys})`;
const classesOfModules = (keys: string, t: string) =>
  `SELECT c.id FROM agenda_modules m JOIN classes c ON c.tenant_id = m.tenant_id AND c.course_id = m.course_id
    WHERE m.tenant_id = ${t} AND m.id = ANY (${keys})`;
const classesOfPeople = (keys: string, t: string) =>
  `SELECT DISTINCT class_id FROM class_roster WHERE tenant_id = ${t} AND person_id = ANY (${keys})`;
const classesOfRosterRows = (keys: string, t: string) => `SELECT class_id FROM class_roster WHERE tenant_id = ${t} AND id = ANY (${keys})`;

const ONE_PER_CLASS = 'an answer is stored per class: a new class has none yet, and a deleted one takes its own with it';
const REFERENCED = 'a row shown only through a reference: a new one is not shown until referenced, a referenced one cannot be deleted';

/**
 * The stored roster (GET /class/roster/{id} and its compact form, ADR 0047): everything
 * computeRoster reads, and how a change to each leads to the classes whose roster shows it.
 * The freshness triggers are generated from this (ADR 0062); stored-answer-reads.test.ts
 * fails when computeRoster reads a table or column that is not declared here.
 */
export const rosterAnswer = storedAnswer({
  name: 'roster',
  store: {
    table: 'class_roster_snapshots',
    key: 'class_id',
    of: 'classes',
    cleared: ['full_generation', 'full_etag', 'full_br', 'full_gzip', 'compact_generation', 'compact_etag', 'compact_br', 'compact_gzip'],
    generations: 'roster_generations',
  },
  reads: {
    classes: ['course_id', 'delivery_method_id', 'timezone'],
    courses: ['delivery_method_id', 'credit_increment'],
    class_roster: ['class_id', 'person_id', 'is_external_learner', 'roster_add_method_id', 'removed_at'],
    roster_attendance: ['roster_id', 'day', 'attended'],
    roster_missed_times: ['roster_id', 'day', 'start_at', 'returned_at'],
    class_days: ['class_id', 'day', 'class_date', 'start_time', 'end_time'],
    agenda_modules: ['course_id', 'day', 'day_index', 'start_time', 'end_time', 'is_credit_qualified'],
    module_fields_of_study: ['module_id', 'field_of_study_id', 'percent'],
    fields_of_study: ['subject_short_name'],
    persons: ['name_primary_first', 'name_primary_last'],
    person_emails: ['person_id', 'email_address', 'is_primary'],
    person_licenses: ['person_id', 'jurisdiction_id', 'status'],
    credit_limitation_rules: ['name', 'scope', 'max_credits', 'field_of_study_id', 'delivery_method_id', 'jurisdiction_id', 'is_active'],
  },
  finds: {
    classes: updatesOnly(answerKey('id'), ONE_PER_CLASS),
    courses: updatesOnly(lookUp('id', classesOfCourses), 'a course with classes cannot be deleted, and a new one has none'),
    class_roster: answerKey('class_id'),
    roster_attendance: lookUp('roster_id', classesOfRosterRows),
    roster_missed_times: lookUp('roster_id', classesOfRosterRows),
    class_days: answerKey('class_id'),
    agenda_modules: lookUp('course_id', classesOfCourses),
    module_fields_of_study: lookUp('module_id', classesOfModules),
    // Short names are shown by every roster that allocates to them: a rename is rare, so it
    // bumps the tenant rather than finding the modules, courses and classes at COMMIT.
    fields_of_study: updatesOnly(tenantWide(), REFERENCED),
    persons: updatesOnly(lookUp('id', classesOfPeople), REFERENCED),
    person_emails: lookUp('person_id', classesOfPeople),
    person_licenses: lookUp('person_id', classesOfPeople),
    credit_limitation_rules: tenantWide(),
  },
});
