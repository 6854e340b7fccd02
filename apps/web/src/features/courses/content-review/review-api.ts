import { calls, type contentReviewBody, type contentReviewUpdateBody, type reviewStatusResponse } from '@cpe/contract';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type ReviewStatus = z.infer<typeof reviewStatusResponse>;
export type ReviewDay = ReviewStatus['days'][number];
export type Reviewer = ReviewDay['reviewers'][number];
export type ReviewBody = z.input<typeof contentReviewBody>;
export type ReviewUpdateBody = z.input<typeof contentReviewUpdateBody>;

/** GET /agendas/review-status/{id}: reviewers per agenda day and the finalization date. */
export const useReviewStatus = (courseId: number) =>
  useCourseResource(courseId, 'review-status', (signal) => call(calls.getReviewStatus, { params: { id: courseId }, signal }));

export const useAddReviewer = (courseId: number) =>
  useCourseWrite(courseId, (body: ReviewBody) => call(calls.addContentReviewer, { params: { id: courseId }, body }), 'Reviewer added');

export const useUpdateReviewer = (courseId: number) =>
  useCourseWrite(courseId, ({ id, body }: { id: number; body: ReviewUpdateBody }) =>
    call(calls.updateContentReviewer, { params: { id }, body }),
  );

export const useRemoveReviewer = (courseId: number) =>
  useCourseWrite(courseId, (id: number) => call(calls.removeContentReviewer, { params: { reviewId: id } }));
