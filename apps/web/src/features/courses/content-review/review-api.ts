import type { contentReviewBody, contentReviewUpdateBody, reviewStatusResponse } from '@cpe/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type ReviewStatus = z.infer<typeof reviewStatusResponse>;
export type ReviewDay = ReviewStatus['days'][number];
export type Reviewer = ReviewDay['reviewers'][number];
export type ReviewBody = z.input<typeof contentReviewBody>;
export type ReviewUpdateBody = z.input<typeof contentReviewUpdateBody>;

/** GET /agendas/review-status/{id}: reviewers per agenda day and the finalization date. */
export const useReviewStatus = (courseId: number) =>
  useCourseResource<ReviewStatus>(courseId, 'review-status', `/agendas/review-status/${courseId}`);

export const useAddReviewer = (courseId: number) =>
  useCourseWrite(courseId, (body: ReviewBody) => api('POST', `/agendas/content-review/${courseId}`, { body }), 'Reviewer added');

export const useUpdateReviewer = (courseId: number) =>
  useCourseWrite(courseId, ({ id, body }: { id: number; body: ReviewUpdateBody }) => api('PUT', `/agendas/content-review/${id}`, { body }));

export const useRemoveReviewer = (courseId: number) =>
  useCourseWrite(courseId, (id: number) => api('PUT', `/agendas/content-review/remove/${id}`));
