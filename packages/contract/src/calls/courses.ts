import type * as r from '../routes/courses.ts';
import type { ApiCall } from './api-call.ts';

export const courseExternalIds: ApiCall<typeof r.courseExternalIds> = { method: 'POST', path: '/course/external-ids/:id' };
export const courseLookups: ApiCall<typeof r.courseLookups> = { method: 'GET', path: '/course/lookups' };
export const courseWorkflow: ApiCall<typeof r.courseWorkflow> = { method: 'POST', path: '/course/workflow/:id' };
export const createCourse: ApiCall<typeof r.createCourse> = { method: 'POST', path: '/course' };
export const exportCourses: ApiCall<typeof r.exportCourses> = { method: 'GET', path: '/course/search/export' };
export const getCourse: ApiCall<typeof r.getCourse> = { method: 'GET', path: '/course/:id' };
export const getCourseValidation: ApiCall<typeof r.getCourseValidation> = { method: 'GET', path: '/agendas/validation/:id' };
export const getCourseWorkflowHistory: ApiCall<typeof r.getCourseWorkflowHistory> = { method: 'GET', path: '/course/workflow-history/:id' };
export const listCourseVersions: ApiCall<typeof r.listCourseVersions> = { method: 'GET', path: '/course/versions/:id' };
export const searchCourses: ApiCall<typeof r.searchCourses> = { method: 'GET', path: '/course/search' };
export const updateCourse: ApiCall<typeof r.updateCourse> = { method: 'PUT', path: '/course/:id' };
