import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, courseIdOf, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { checkDates } from './reviewer-checks.ts';

export const updateContentReviewer = defineRoute(endpoints.updateContentReviewer, {
  summary: "Update a reviewer's attestation, dates and note",
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'content_reviews', params.id), me(), 'editContentReview');
    const { rows } = await tx.query<{ start_date: string | null; completion_date: string | null }>(
      "SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(completion_date, 'YYYY-MM-DD') AS completion_date FROM content_reviews WHERE id = $1",
      [params.id],
    );
    const current = rows[0];
    checkDates(
      body.start_date === undefined ? current?.start_date : body.start_date,
      body.completion_date === undefined ? current?.completion_date : body.completion_date,
    );
    await tx.query(
      `UPDATE content_reviews SET is_attested = coalesce($2, is_attested),
              start_date = CASE WHEN $3 THEN $4::date ELSE start_date END,
              completion_date = CASE WHEN $5 THEN $6::date ELSE completion_date END,
              note = CASE WHEN $7 THEN $8 ELSE note END
        WHERE id = $1`,
      [
        params.id,
        body.is_attested ?? null,
        body.start_date !== undefined,
        body.start_date ?? null,
        body.completion_date !== undefined,
        body.completion_date ?? null,
        body.note !== undefined,
        body.note ?? null,
      ],
    );
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Content review saved' };
  },
});
