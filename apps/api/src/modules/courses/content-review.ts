import {
  contentReviewBody,
  contentReviewUpdateBody,
  courseIdParams,
  createCourseResponse,
  okBody,
  reviewIdParams,
  reviewRemoveParams,
  reviewStatusResponse,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadReviewStatus } from './content-review-read.ts';
import { courseAccess, courseIdOf, loadCourse, requireCourse, touchCourse } from './course-access.ts';

export const getReviewStatus = defineRoute({
  method: 'GET',
  url: '/agendas/review-status/:id',
  summary: 'Content review per agenda day: reviewers, attestation, dates and notes',
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: reviewStatusResponse },
  async handler({ params, tx, me }) {
    const course = await loadCourse(tx, params.id, me());
    return loadReviewStatus(tx, course);
  },
});

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

function checkDates(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start) throw invalid('body.completion_date', 'The completion date cannot be before the start date.');
}

export const addContentReviewer = defineRoute({
  method: 'POST',
  url: '/agendas/content-review/:id',
  summary: 'Add a reviewer to one agenda day',
  tags: ['agenda'],
  auth: courseAccess(),
  successStatus: 201,
  schema: { params: courseIdParams, body: contentReviewBody, response: createCourseResponse },
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

export const updateContentReviewer = defineRoute({
  method: 'PUT',
  url: '/agendas/content-review/:id',
  summary: "Update a reviewer's attestation, dates and note",
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: reviewIdParams, body: contentReviewUpdateBody, response: okBody },
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

export const removeContentReviewer = defineRoute({
  method: 'PUT',
  url: '/agendas/content-review/remove/:reviewId',
  summary: 'Remove a reviewer from a day',
  tags: ['agenda'],
  auth: courseAccess(),
  schema: { params: reviewRemoveParams, response: okBody },
  async handler({ params, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'content_reviews', params.reviewId), me(), 'editContentReview');
    await tx.query('DELETE FROM content_reviews WHERE id = $1', [params.reviewId]);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Reviewer removed' };
  },
});
