import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, courseIdOf, requireCourse, touchCourse } from '../../../shared/course-access.ts';

export const removeContentReviewer = defineRoute(endpoints.removeContentReviewer, {
  summary: 'Remove a reviewer from a day',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, tx, me, now }) {
    const course = await requireCourse(tx, await courseIdOf(tx, 'content_reviews', params.reviewId), me(), 'editContentReview');
    await tx.query('DELETE FROM content_reviews WHERE id = $1', [params.reviewId]);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Reviewer removed' };
  },
});
