import { courseIdParams, nasbaBody, nasbaResponse, okBody } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, loadCourse, requireCourse, touchCourse } from './course-access.ts';

export const getCourseNasba = defineRoute({
  method: 'GET',
  url: '/course/nasba/:id',
  summary: "The firm's NASBA questions with this course's answers",
  tags: ['courses'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: nasbaResponse },
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    const { rows } = await tx.query<{ question_id: number; question: string; is_required: boolean; answer: string | null }>(
      `SELECT q.id AS question_id, q.question, q.is_required, a.answer
         FROM nasba_questions q LEFT JOIN course_nasba_answers a ON a.question_id = q.id AND a.course_id = $1
        WHERE q.is_active ORDER BY q.sort_order, q.id`,
      [params.id],
    );
    return rows;
  },
});

export const saveCourseNasba = defineRoute({
  method: 'PUT',
  url: '/course/nasba/:id',
  summary: "Save answers to the firm's NASBA questions (an empty answer removes it)",
  tags: ['courses'],
  auth: courseAccess(),
  schema: { params: courseIdParams, body: nasbaBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM nasba_questions WHERE is_active');
    const active = new Set(rows.map((r) => r.id));
    body.answers.forEach((a, i) => {
      if (!active.has(a.question_id)) throw invalid(`body.answers.${i}.question_id`, 'Unknown NASBA question.');
    });
    for (const a of body.answers) {
      if (a.answer === '') {
        await tx.query('DELETE FROM course_nasba_answers WHERE course_id = $1 AND question_id = $2', [course.id, a.question_id]);
      } else {
        await tx.query(
          `INSERT INTO course_nasba_answers (course_id, question_id, answer) VALUES ($1, $2, $3)
           ON CONFLICT (tenant_id, course_id, question_id) DO UPDATE SET answer = excluded.answer`,
          [course.id, a.question_id, a.answer],
        );
      }
    }
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'NASBA answers saved' };
  },
});
