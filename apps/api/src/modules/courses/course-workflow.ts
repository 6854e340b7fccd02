import { courseTransition, endpoints } from '@cpe/contract';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse } from '../../shared/course-access.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { courseSnapshot } from './course-snapshot.ts';
import { validateCourseRecord } from './course-validation-input.ts';

const ABILITY = { submit: 'submit', return: 'return', finalize: 'finalize', reopen: 'reopen' } as const;
const DONE = {
  submit: 'Course submitted for signoff',
  return: 'Course returned to Draft',
  finalize: 'Course finalized',
  reopen: 'Course reopened for editing as a new version',
} as const;

/**
 * Moves a course through its lifecycle (Draft, Pending Signoff, Finalized, Editing): submit (Draft → Pending
 * Signoff), return (→ Draft), finalize (→ Finalized, only when the approval checklist
 * passes; the version is kept readable), reopen (Finalized → Editing, a new version).
 */
export const courseWorkflow = defineRoute(endpoints.courseWorkflow, {
  summary: 'Submit, return, finalize or reopen a course; the server checks the transition, the permission and the checklist',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    const course = await requireCourse(tx, params.id, session, ABILITY[body.action]);
    // Other kinds of agenda move through their own workflow (their statuses differ).
    if (course.kind !== 'course')
      throw new AppError(409, 'CONFLICT', `This is not a course: use the ${course.kind.replace('_', ' ')} workflow.`);
    const next = courseTransition(body.action, course.course_status);
    if (!next) throw new AppError(409, 'CONFLICT', `A course in status ${course.course_status} cannot be ${body.action}ed.`);
    let version = course.version;
    if (body.action === 'finalize') {
      const failing = (await validateCourseRecord(tx, course)).filter((c) => c.validation_status === 'FAIL');
      if (failing.length > 0) {
        throw new AppError(
          409,
          'CONFLICT',
          `The course cannot be finalized: ${failing.map((c) => `${c.section}: ${c.message}`).join(' ')}`,
        );
      }
      await tx.query("UPDATE courses SET course_status = 'Finalized', finalization_date = $2::date WHERE id = $1", [
        course.id,
        now.toISOString().slice(0, 10),
      ]);
      const snapshot = await courseSnapshot(tx, { ...course, course_status: 'Finalized' }, session);
      await tx.query(
        `INSERT INTO course_versions (course_id, version, snapshot, finalized_at, finalized_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, course_id, version) DO NOTHING`,
        [course.id, version, JSON.stringify(snapshot), now, session.personId],
      );
    } else if (body.action === 'reopen') {
      version += 1;
      await tx.query("UPDATE courses SET course_status = 'Editing', pre_edited_status = $2, version = $3 WHERE id = $1", [
        course.id,
        course.course_status,
        version,
      ]);
    } else {
      await tx.query('UPDATE courses SET course_status = $2 WHERE id = $1', [course.id, next]);
    }
    await tx.query('UPDATE courses SET updated_at = $2, updated_by = $3 WHERE id = $1', [course.id, now, session.personId]);
    await recordWorkflow(tx, {
      objectType: COURSE_OBJECT_TYPE,
      objectId: course.id,
      action: body.action,
      from: course.course_status,
      to: next,
      comment: body.comment ?? null,
      version,
      personId: session.personId,
      now,
    });
    return { message: DONE[body.action] };
  },
});
