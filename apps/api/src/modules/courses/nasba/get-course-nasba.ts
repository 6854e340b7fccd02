import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';

export const getCourseNasba = defineRoute(endpoints.getCourseNasba, {
  summary: "The firm's NASBA questions with this course's answers",
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    const { rows } = await tx.query<{ question_id: number; question: string; is_required: boolean; answer: string | null }>(
      // The current version of the set the course's kind answers (ADR 0037).
      `SELECT q.question_id, q.question, q.is_required, a.answer
         FROM nasba_current_questions((SELECT kind FROM courses WHERE id = $1)) q
         LEFT JOIN course_nasba_answers a ON a.question_id = q.question_id AND a.course_id = $1
        ORDER BY q.sort_order, q.question_id`,
      [params.id],
    );
    return rows;
  },
});
