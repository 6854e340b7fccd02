import { COURSE_OBJECT_TYPE } from '@cpe/contract';
import { answerKey, lookUp, storedAnswer, tenantWide, updatesOnly } from '../../../platform/stored-answers/declaration.ts';

const coursesOfModules = (keys: string, t: string) => `SELECT course_id FROM agenda_modules WHERE tenant_id = ${t} AND id = ANY (${keys})`;
/** Feedback and external ids are shared by every learning object type; a course (of any kind, ADR 0023) is type 1. */
const ofACourse = (row: string) => `${row}.learning_object_type_id = ${COURSE_OBJECT_TYPE}`;
/**
 * People appear as creator, contacts, developers, instructors and feedback's submitters and
 * resolvers, of which only contacts are indexed by person: a rename bumps the tenant rather than
 * scanning modules and feedback at COMMIT; so does renaming a lookup.
 */
const NAMED = 'a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted';

/**
 * The stored part of GET /course/{id} (ADR 0048): everything computeAnswerParts reads, and how a
 * change to each leads to the courses whose answer shows it. The freshness triggers are
 * generated from this (ADR 0062); stored-answer-reads.test.ts fails when computeAnswerParts
 * reads a table or column that is not declared here.
 */
export const courseAnswer = storedAnswer({
  name: 'course',
  store: {
    table: 'course_answers',
    key: 'course_id',
    of: 'courses',
    cleared: ['generation', 'header', 'cpe', 'agenda', 'external_ids', 'credit_qualified'],
    generations: 'course_answer_generations',
  },
  reads: {
    courses: [
      'title',
      'description',
      'objectives',
      'course_status',
      'pre_edited_status',
      'version',
      'agenda_type_id',
      'delivery_method_id',
      'lrt_id',
      'loid',
      'lms_id',
      'sponsoring_org',
      'finalization_date',
      'prerequisites',
      'created_by',
      'created_at',
      'updated_at',
      'credit_increment',
      'is_irs_ce',
      'is_irs_ce_approved',
      'irs_program_number',
      'self_study_words',
      'self_study_media_minutes',
      'self_study_review_questions',
      'self_study_exam_questions',
    ],
    agenda_modules: [
      'course_id',
      'day',
      'day_index',
      'title',
      'description',
      'module_type_id',
      'knowledge_level_id',
      'start_time',
      'end_time',
      'is_credit_qualified',
      'developer_id',
      'updated_by',
    ],
    module_fields_of_study: ['module_id', 'field_of_study_id', 'percent'],
    module_instructors: ['module_id', 'person_id'],
    course_people: ['course_id', 'person_id', 'contact_role'],
    external_ids: ['learning_object_type_id', 'learning_object_id', 'id_type', 'external_id_value'],
    feedback: [
      'learning_object_type_id',
      'learning_object_id',
      'page_identifier',
      'field_identifier',
      'is_resolved',
      'feedback_note',
      'submitter_id',
      'feedback_on',
      'resolved_on',
      'resolver_id',
      'resolution_note',
    ],
    persons: ['name_primary_first', 'name_primary_last'],
    agenda_types: ['name'],
    delivery_methods: ['name'],
    module_types: ['name'],
    knowledge_levels: ['name'],
    fields_of_study: ['name'],
  },
  finds: {
    courses: updatesOnly(answerKey('id'), 'an answer is stored per course: a new course has none yet, a deleted one takes its own with it'),
    agenda_modules: answerKey('course_id'),
    module_fields_of_study: lookUp('module_id', coursesOfModules),
    module_instructors: lookUp('module_id', coursesOfModules),
    course_people: answerKey('course_id'),
    external_ids: answerKey('learning_object_id', ofACourse),
    feedback: answerKey('learning_object_id', ofACourse),
    persons: updatesOnly(tenantWide(), NAMED),
    agenda_types: updatesOnly(tenantWide(), NAMED),
    delivery_methods: updatesOnly(tenantWide(), NAMED),
    module_types: updatesOnly(tenantWide(), NAMED),
    knowledge_levels: updatesOnly(tenantWide(), NAMED),
    fields_of_study: updatesOnly(tenantWide(), NAMED),
  },
});
