import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';
import { loadReviewStatus } from './content-review-read.ts';

export const getReviewStatus = defineRoute(endpoints.getReviewStatus, {
  summary: 'Content review per agenda day: reviewers, attestation, dates and notes',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    const course = await loadCourse(tx, params.id, me());
    return loadReviewStatus(tx, course);
  },
});
