import { endpoints } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { conflict, invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { checkDates } from './reviewer-checks.ts';

/** The reviewer must be a person of this firm, other than the developer of a module on that day. */
async function checkReviewer(tx: Queryable, courseId: number, day: number, reviewerId: number): Promise<void> {
  // Row-level security hides other firms' people: their ids are as unknown as ids never given.
  const person = await tx.query('SELECT 1 FROM persons WHERE id = $1', [reviewerId]);
  if (person.rows.length === 0) throw invalid('body.reviewer_id', 'No such person.');
  const { rows } = await tx.query('SELECT 1 FROM agenda_modules WHERE course_id = $1 AND day = $2 AND developer_id = $3', [
    courseId,
    day,
    reviewerId,
  ]);
  if (rows.length > 0) throw invalid('body.reviewer_id', 'The reviewer must be someone other than the developer of a module on that day.');
}

export const addContentReviewer = defineRoute(endpoints.addContentReviewer, {
  summary: 'Add a reviewer to one agenda day',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'editContentReview');
    const { rows: days } = await tx.query('SELECT 1 FROM agenda_modules WHERE course_id = $1 AND day = $2 LIMIT 1', [course.id, body.day]);
    if (days.length === 0) throw invalid('body.day', 'The agenda has no such day.');
    await checkReviewer(tx, course.id, body.day, body.reviewer_id);
    checkDates(body.start_date, body.completion_date);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO content_reviews (course_id, day, reviewer_id, is_attested, start_date, completion_date, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [
        course.id,
        body.day,
        body.reviewer_id,
        body.is_attested ?? false,
        body.start_date ?? null,
        body.completion_date ?? null,
        body.note ?? null,
      ],
    );
    const row = rows[0];
    if (!row) throw conflict('This person already reviews that day.');
    await touchCourse(tx, course.id, me().personId, now);
    return { id: row.id };
  },
});
