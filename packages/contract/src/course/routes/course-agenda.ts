import { okBody, route } from '../../platform/index.ts';
import {
  contentReviewBody,
  contentReviewUpdateBody,
  reviewIdParams,
  reviewRemoveParams,
  reviewStatusResponse,
} from '../schemas/course-steps.ts';
import {
  agendaOrderBody,
  courseIdParams,
  createCourseResponse,
  moduleBody,
  moduleIdParams,
  moduleRemoveParams,
  moduleUpdateBody,
} from '../schemas/courses.ts';

export const addModule = route({
  method: 'POST',
  path: '/agendas/module/:id',
  params: courseIdParams,
  body: moduleBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const removeModule = route({
  method: 'PUT',
  path: '/agendas/module/remove/:moduleId',
  params: moduleRemoveParams,
  response: okBody,
});
export const reorderAgenda = route({
  method: 'PUT',
  path: '/agendas/order/:id',
  params: courseIdParams,
  body: agendaOrderBody,
  response: okBody,
});
export const updateModule = route({
  method: 'PUT',
  path: '/agendas/module/:id',
  params: moduleIdParams,
  body: moduleUpdateBody,
  response: okBody,
});
export const addContentReviewer = route({
  method: 'POST',
  path: '/agendas/content-review/:id',
  params: courseIdParams,
  body: contentReviewBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const getReviewStatus = route({
  method: 'GET',
  path: '/agendas/review-status/:id',
  params: courseIdParams,
  response: reviewStatusResponse,
});
export const removeContentReviewer = route({
  method: 'PUT',
  path: '/agendas/content-review/remove/:reviewId',
  params: reviewRemoveParams,
  response: okBody,
});
export const updateContentReviewer = route({
  method: 'PUT',
  path: '/agendas/content-review/:id',
  params: reviewIdParams,
  body: contentReviewUpdateBody,
  response: okBody,
});
