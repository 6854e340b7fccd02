import type * as r from '../routes/course-steps.ts';
import type { ApiCall } from './api-call.ts';

export const addCourseFeedback: ApiCall<typeof r.addCourseFeedback> = { method: 'POST', path: '/agendas/feedback/:id' };
export const addCoursePerson: ApiCall<typeof r.addCoursePerson> = { method: 'POST', path: '/course/person/add/:agendaId' };
export const assignIrsReviewer: ApiCall<typeof r.assignIrsReviewer> = { method: 'PUT', path: '/course/irs-program/reviewer/assign' };
export const getCourseNasba: ApiCall<typeof r.getCourseNasba> = { method: 'GET', path: '/course/nasba/:id' };
export const getCpeInfo: ApiCall<typeof r.getCpeInfo> = { method: 'GET', path: '/agendas/cpe-info/:id' };
export const getIrsReviewer: ApiCall<typeof r.getIrsReviewer> = { method: 'GET', path: '/course/irs-program/reviewer/:agendaId' };
export const listCourseFeedback: ApiCall<typeof r.listCourseFeedback> = { method: 'GET', path: '/agendas/feedback/:id' };
export const listRolePeople: ApiCall<typeof r.listRolePeople> = { method: 'GET', path: '/roles/people/:roleId' };
export const removeCoursePerson: ApiCall<typeof r.removeCoursePerson> = { method: 'PUT', path: '/course/person/remove/:coursePeopleId' };
export const resolveCourseFeedback: ApiCall<typeof r.resolveCourseFeedback> = {
  method: 'PUT',
  path: '/agendas/feedback/resolve/:feedbackId',
};
export const saveCourseNasba: ApiCall<typeof r.saveCourseNasba> = { method: 'PUT', path: '/course/nasba/:id' };
export const updateCpeInfo: ApiCall<typeof r.updateCpeInfo> = { method: 'PUT', path: '/agendas/cpe-info/:id' };
export const updateIrsInfo: ApiCall<typeof r.updateIrsInfo> = { method: 'PUT', path: '/course/irs-info/:id' };
export const updateQualifications: ApiCall<typeof r.updateQualifications> = { method: 'PUT', path: '/course/qualifications/:id' };
