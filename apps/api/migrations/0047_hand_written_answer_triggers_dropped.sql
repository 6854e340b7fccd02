-- Issue 29, ADR 0062: the stored roster and course answers' freshness triggers are generated
-- from their declarations (modules/classes/roster/roster-answer.ts,
-- modules/courses/answer/answer-declaration.ts) by the next migration. Here the 26 triggers
-- and 6 functions written by hand in 0037 and 0039 go; the tables they kept fresh stay.

DROP TRIGGER class_roster_snapshot_stale ON class_roster;
DROP TRIGGER roster_attendance_snapshot_stale ON roster_attendance;
DROP TRIGGER roster_missed_times_snapshot_stale ON roster_missed_times;
DROP TRIGGER class_days_snapshot_stale ON class_days;
DROP TRIGGER classes_snapshot_stale ON classes;
DROP TRIGGER courses_snapshot_stale ON courses;
DROP TRIGGER agenda_modules_snapshot_stale ON agenda_modules;
DROP TRIGGER module_fields_of_study_snapshot_stale ON module_fields_of_study;
DROP TRIGGER persons_snapshot_stale ON persons;
DROP TRIGGER person_emails_snapshot_stale ON person_emails;
DROP TRIGGER person_licenses_snapshot_stale ON person_licenses;
DROP TRIGGER credit_limitation_rules_snapshot_stale ON credit_limitation_rules;
DROP TRIGGER fields_of_study_snapshot_stale ON fields_of_study;

DROP TRIGGER courses_answer_stale ON courses;
DROP TRIGGER agenda_modules_answer_stale ON agenda_modules;
DROP TRIGGER module_fields_of_study_answer_stale ON module_fields_of_study;
DROP TRIGGER module_instructors_answer_stale ON module_instructors;
DROP TRIGGER course_people_answer_stale ON course_people;
DROP TRIGGER external_ids_answer_stale ON external_ids;
DROP TRIGGER feedback_answer_stale ON feedback;
DROP TRIGGER persons_answer_stale ON persons;
DROP TRIGGER agenda_types_answer_stale ON agenda_types;
DROP TRIGGER delivery_methods_answer_stale ON delivery_methods;
DROP TRIGGER module_types_answer_stale ON module_types;
DROP TRIGGER knowledge_levels_answer_stale ON knowledge_levels;
DROP TRIGGER fields_of_study_answer_stale ON fields_of_study;

DROP FUNCTION roster_snapshot_stale();
DROP FUNCTION roster_snapshots_bump(integer, integer[]);
DROP FUNCTION roster_generation_bump(integer);
DROP FUNCTION course_answer_stale();
DROP FUNCTION course_answers_bump(integer, integer[]);
DROP FUNCTION course_answer_generation_bump(integer);
