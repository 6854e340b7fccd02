import { courseIdParams, reviewStatusResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../course-access.ts';
import { loadReviewStatus } from './content-review-read.ts';

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
