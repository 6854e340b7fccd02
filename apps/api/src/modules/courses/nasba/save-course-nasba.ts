import { endpoints } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../course-access.ts';

export const saveCourseNasba = defineRoute(endpoints.saveCourseNasba, {
  summary: "Save answers to the firm's NASBA questions (an empty answer removes it)",
  tags: ['courses'],
  auth: courseAccess(),
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
