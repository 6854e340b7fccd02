import { type CourseCheck, validateCourse } from '@cpe/contract';
import { inOrder } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';
import { loadAgenda } from './agenda/agenda-read.ts';
import { loadReviewStatus } from './content-review/content-review-read.ts';
import type { CourseRow } from './course-access.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from './course-read.ts';

/** Gathers what the contract's validateCourse needs and runs it: the one approval checklist of a course. */
export async function validateCourseRecord(tx: Queryable, course: CourseRow): Promise<CourseCheck[]> {
  const [header, agenda, review, settings, nasba, quals, polling] = await inOrder(
    () => loadHeaderRow(tx, course.id),
    () => loadAgenda(tx, course.id),
    () => loadReviewStatus(tx, course),
    () => loadTenantSettings(tx, ['isSponsor']),
    () =>
      tx.query<{ question_id: number; is_required: boolean; answer: string | null }>(
        `SELECT q.id AS question_id, q.is_required, a.answer FROM nasba_questions q
         LEFT JOIN course_nasba_answers a ON a.question_id = q.id AND a.course_id = $1 WHERE q.is_active`,
        [course.id],
      ),
    () => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM course_qualifications WHERE course_id = $1', [course.id]),
    () => tx.query<{ polling_events: number | null }>('SELECT polling_events FROM courses WHERE id = $1', [course.id]),
  );
  return validateCourse({
    title: header.title,
    delivery_method_id: header.delivery_method_id,
    agenda_type_id: header.agenda_type_id,
    credit_increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header) ?? null,
    prerequisites: header.prerequisites,
    polling_events: polling.rows[0]?.polling_events ?? null,
    modules: agenda.flatMap((d) => d.modules),
    tenantIsSponsor: settings.isSponsor === true,
    contentReviewDays: review.days,
    is_irs_ce: header.is_irs_ce,
    irs_program_number: header.irs_program_number,
    nasbaQuestions: nasba.rows,
    qualificationCount: quals.rows[0]?.n ?? 0,
  });
}
