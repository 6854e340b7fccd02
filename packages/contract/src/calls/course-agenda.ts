import type * as r from '../routes/course-agenda.ts';
import type { ApiCall } from './api-call.ts';

export const addContentReviewer: ApiCall<typeof r.addContentReviewer> = { method: 'POST', path: '/agendas/content-review/:id' };
export const addModule: ApiCall<typeof r.addModule> = { method: 'POST', path: '/agendas/module/:id' };
export const getReviewStatus: ApiCall<typeof r.getReviewStatus> = { method: 'GET', path: '/agendas/review-status/:id' };
export const removeContentReviewer: ApiCall<typeof r.removeContentReviewer> = {
  method: 'PUT',
  path: '/agendas/content-review/remove/:reviewId',
};
export const removeModule: ApiCall<typeof r.removeModule> = { method: 'PUT', path: '/agendas/module/remove/:moduleId' };
export const reorderAgenda: ApiCall<typeof r.reorderAgenda> = { method: 'PUT', path: '/agendas/order/:id' };
export const updateContentReviewer: ApiCall<typeof r.updateContentReviewer> = { method: 'PUT', path: '/agendas/content-review/:id' };
export const updateModule: ApiCall<typeof r.updateModule> = { method: 'PUT', path: '/agendas/module/:id' };
