import { COURSE_ACCESS_CODES, COURSE_OBJECT_TYPE, FEEDBACK_SECTIONS } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { loadCourse, requireCourse, touchCourse } from '../../shared/course-access.ts';
import type { LearningObjectType, ObjectAction } from '../learning-objects/index.ts';
import { validateCourseRecord } from './course-validation-input.ts';
import { courseContacts } from './people/course-contacts.ts';

const COURSE_ABILITY = { edit: 'edit', leaveFeedback: 'leaveFeedback', resolveFeedback: 'edit' } as const;

/** The course as a learning object (type 1): its policy is course-access.ts. */
export const courseObjectType = {
  id: COURSE_OBJECT_TYPE,
  noun: 'Course',
  async require(tx: Queryable, id: number, session: Session, action: ObjectAction) {
    if (action === 'see') await loadCourse(tx, id, session);
    else await requireCourse(tx, id, session, COURSE_ABILITY[action]);
  },
  codes: COURSE_ACCESS_CODES,
  touch: touchCourse,
  pageCategory: 'course',
  elementLocation: 'course',
  async configKeys(tx, id) {
    const { rows } = await tx.query<{ agenda_type_id: number | null; delivery_method_id: number | null }>(
      'SELECT agenda_type_id, delivery_method_id FROM courses WHERE id = $1',
      [id],
    );
    return { agendaTypeId: rows[0]?.agenda_type_id ?? null, deliveryMethodId: rows[0]?.delivery_method_id ?? null };
  },
  async checklist(tx, id, session) {
    return validateCourseRecord(tx, await loadCourse(tx, id, session));
  },
  feedbackSections: FEEDBACK_SECTIONS,
  contacts: courseContacts,
} satisfies LearningObjectType;
