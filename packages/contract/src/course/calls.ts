// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as auditRoutes from './routes/audit.ts';
import type * as courseAgendaRoutes from './routes/course-agenda.ts';
import type * as courseStepsRoutes from './routes/course-steps.ts';
import type * as courseSyncRoutes from './routes/course-sync.ts';
import type * as coursesRoutes from './routes/courses.ts';

export const addContentReviewer: ApiCall<typeof courseAgendaRoutes.addContentReviewer> = {
  method: 'POST',
  path: '/agendas/content-review/:id',
};
export const addCourseFeedback: ApiCall<typeof courseStepsRoutes.addCourseFeedback> = { method: 'POST', path: '/agendas/feedback/:id' };
export const addCoursePerson: ApiCall<typeof courseStepsRoutes.addCoursePerson> = { method: 'POST', path: '/course/person/add/:agendaId' };
export const addModule: ApiCall<typeof courseAgendaRoutes.addModule> = { method: 'POST', path: '/agendas/module/:id' };
export const assignIrsReviewer: ApiCall<typeof courseStepsRoutes.assignIrsReviewer> = {
  method: 'PUT',
  path: '/course/irs-program/reviewer/assign',
};
export const auditInfo: ApiCall<typeof auditRoutes.auditInfo> = { method: 'POST', path: '/audit-info' };
export const courseEvents: ApiCall<typeof courseSyncRoutes.courseEvents> = { method: 'POST', path: '/course/events' };
export const courseExternalIds: ApiCall<typeof coursesRoutes.courseExternalIds> = { method: 'POST', path: '/course/external-ids/:id' };
export const courseLookups: ApiCall<typeof coursesRoutes.courseLookups> = { method: 'GET', path: '/course/lookups' };
export const courseWorkflow: ApiCall<typeof coursesRoutes.courseWorkflow> = { method: 'POST', path: '/course/workflow/:id' };
export const createCourse: ApiCall<typeof coursesRoutes.createCourse> = { method: 'POST', path: '/course' };
export const exportCourses: ApiCall<typeof coursesRoutes.exportCourses> = { method: 'GET', path: '/course/search/export' };
export const getAgendaStatus: ApiCall<typeof courseSyncRoutes.getAgendaStatus> = {
  method: 'GET',
  path: '/agendas/status/:course_agenda_id',
};
export const getCourse: ApiCall<typeof coursesRoutes.getCourse> = { method: 'GET', path: '/course/:id' };
export const getCourseNasba: ApiCall<typeof courseStepsRoutes.getCourseNasba> = { method: 'GET', path: '/course/nasba/:id' };
export const getCourseValidation: ApiCall<typeof coursesRoutes.getCourseValidation> = { method: 'GET', path: '/agendas/validation/:id' };
export const getCourseWorkflowHistory: ApiCall<typeof coursesRoutes.getCourseWorkflowHistory> = {
  method: 'GET',
  path: '/course/workflow-history/:id',
};
export const getCpeInfo: ApiCall<typeof courseStepsRoutes.getCpeInfo> = { method: 'GET', path: '/agendas/cpe-info/:id' };
export const getIrsReviewer: ApiCall<typeof courseStepsRoutes.getIrsReviewer> = {
  method: 'GET',
  path: '/course/irs-program/reviewer/:agendaId',
};
export const getQueuedStatus: ApiCall<typeof courseSyncRoutes.getQueuedStatus> = { method: 'GET', path: '/external-requests/status/:id' };
export const getReviewStatus: ApiCall<typeof courseAgendaRoutes.getReviewStatus> = { method: 'GET', path: '/agendas/review-status/:id' };
export const listCourseFeedback: ApiCall<typeof courseStepsRoutes.listCourseFeedback> = { method: 'GET', path: '/agendas/feedback/:id' };
export const listCourseVersions: ApiCall<typeof coursesRoutes.listCourseVersions> = { method: 'GET', path: '/course/versions/:id' };
export const listRolePeople: ApiCall<typeof courseStepsRoutes.listRolePeople> = { method: 'GET', path: '/roles/people/:roleId' };
export const removeContentReviewer: ApiCall<typeof courseAgendaRoutes.removeContentReviewer> = {
  method: 'PUT',
  path: '/agendas/content-review/remove/:reviewId',
};
export const removeCoursePerson: ApiCall<typeof courseStepsRoutes.removeCoursePerson> = {
  method: 'PUT',
  path: '/course/person/remove/:coursePeopleId',
};
export const removeModule: ApiCall<typeof courseAgendaRoutes.removeModule> = { method: 'PUT', path: '/agendas/module/remove/:moduleId' };
export const reorderAgenda: ApiCall<typeof courseAgendaRoutes.reorderAgenda> = { method: 'PUT', path: '/agendas/order/:id' };
export const resolveCourseFeedback: ApiCall<typeof courseStepsRoutes.resolveCourseFeedback> = {
  method: 'PUT',
  path: '/agendas/feedback/resolve/:feedbackId',
};
export const saveCourseNasba: ApiCall<typeof courseStepsRoutes.saveCourseNasba> = { method: 'PUT', path: '/course/nasba/:id' };
export const searchCourses: ApiCall<typeof coursesRoutes.searchCourses> = { method: 'GET', path: '/course/search' };
export const updateContentReviewer: ApiCall<typeof courseAgendaRoutes.updateContentReviewer> = {
  method: 'PUT',
  path: '/agendas/content-review/:id',
};
export const updateCourse: ApiCall<typeof coursesRoutes.updateCourse> = { method: 'PUT', path: '/course/:id' };
export const updateCpeInfo: ApiCall<typeof courseStepsRoutes.updateCpeInfo> = { method: 'PUT', path: '/agendas/cpe-info/:id' };
export const updateIrsInfo: ApiCall<typeof courseStepsRoutes.updateIrsInfo> = { method: 'PUT', path: '/course/irs-info/:id' };
export const updateModule: ApiCall<typeof courseAgendaRoutes.updateModule> = { method: 'PUT', path: '/agendas/module/:id' };
export const updateQualifications: ApiCall<typeof courseStepsRoutes.updateQualifications> = {
  method: 'PUT',
  path: '/course/qualifications/:id',
};
export const updateSapCourse: ApiCall<typeof courseSyncRoutes.updateSapCourse> = { method: 'POST', path: '/course/update-sap-course' };
