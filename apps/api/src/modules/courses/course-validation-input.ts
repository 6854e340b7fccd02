import { type CourseCheck, computeCredits, independentStudyChecklist, validateCourse } from '@cpe/contract';
import { inOrder } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import type { CourseRow } from '../../shared/course-access.ts';
import { withChecklistSettings } from '../admin-area/index.ts';
import { loadAgenda } from './agenda/agenda-read.ts';
import { loadReviewStatus } from './content-review/content-review-read.ts';
import { incrementOf, loadHeaderRow, selfStudyOf } from './course-header.ts';

/**
 * Gathers what the contract's validateCourse needs and runs it: the one approval checklist of a
 * course. An independent study's adds NASBA's self-study rows and 'Passed Approval' (contract
 * independentStudyChecklist), so its Approval step and its finalize gate read the same list.
 */
export async function validateCourseRecord(tx: Queryable, course: CourseRow): Promise<CourseCheck[]> {
  const [header, agenda, review, settings, nasba, quals, counts] = await inOrder(
    () => loadHeaderRow(tx, course.id),
    () => loadAgenda(tx, course.id),
    () => loadReviewStatus(tx, course),
    () => loadTenantSettings(tx, ['isSponsor']),
    () =>
      tx.query<{ question_id: number; is_required: boolean; answer: string | null }>(
        `SELECT q.question_id, q.is_required, a.answer FROM nasba_current_questions((SELECT kind FROM courses WHERE id = $1)) q
         LEFT JOIN course_nasba_answers a ON a.question_id = q.question_id AND a.course_id = $1`,
        [course.id],
      ),
    () => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM course_qualifications WHERE course_id = $1', [course.id]),
    () =>
      // An independent study's final exam questions are counted from its exam (ADR 0052).
      tx.query<{ polling_events: number | null; exam_questions: number }>(
        'SELECT polling_events, (SELECT count(*)::int FROM independent_study_exam_questions q WHERE q.course_id = c.id) AS exam_questions FROM courses c WHERE id = $1',
        [course.id],
      ),
  );
  const modules = agenda.flatMap((d) => d.modules);
  const checks = validateCourse({
    title: header.title,
    delivery_method_id: header.delivery_method_id,
    agenda_type_id: header.agenda_type_id,
    credit_increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header) ?? null,
    prerequisites: header.prerequisites,
    polling_events: counts.rows[0]?.polling_events ?? null,
    modules,
    tenantIsSponsor: settings.isSponsor === true,
    contentReviewDays: review.days,
    is_irs_ce: header.is_irs_ce,
    irs_program_number: header.irs_program_number,
    nasbaQuestions: nasba.rows,
    qualificationCount: quals.rows[0]?.n ?? 0,
  });
  // A course's and an independent study's checklists are these; local learning and vended
  // content rename sections first and apply their own type's settings (ADR 0038).
  if (course.kind === 'course') return withChecklistSettings(tx, 'course', checks);
  if (course.kind !== 'independent_study') return checks;
  const credits = computeCredits(modules, {
    deliveryMethodId: header.delivery_method_id,
    increment: incrementOf(header.credit_increment),
    selfStudy: selfStudyOf(header),
  });
  const study = independentStudyChecklist(checks, {
    credits: credits.total,
    reviewQuestions: header.self_study_review_questions,
    examQuestions: counts.rows[0]?.exam_questions ?? 0,
  });
  return withChecklistSettings(tx, 'independent_study', study);
}
