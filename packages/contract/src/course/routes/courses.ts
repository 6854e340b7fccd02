import { csvText, okBody, route } from '../../platform/index.ts';
import { courseSearchFilters, courseSearchQuery, courseSearchResponse, courseVersionsResponse } from '../schemas/course-search.ts';
import {
  courseLookupsResponse,
  externalIdsBody,
  externalIdsResponse,
  validationResponse,
  workflowHistoryResponse,
} from '../schemas/course-steps.ts';
import {
  courseIdParams,
  courseResponse,
  courseWorkflowBody,
  createCourseBody,
  createCourseResponse,
  updateCourseBody,
} from '../schemas/courses.ts';

export const courseLookups = route({ method: 'GET', path: '/course/lookups', response: courseLookupsResponse });
export const courseWorkflow = route({
  method: 'POST',
  path: '/course/workflow/:id',
  params: courseIdParams,
  body: courseWorkflowBody,
  response: okBody,
});
export const createCourse = route({
  method: 'POST',
  path: '/course',
  body: createCourseBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const exportCourses = route({ method: 'GET', path: '/course/search/export', query: courseSearchFilters, response: csvText });
export const courseExternalIds = route({
  method: 'POST',
  path: '/course/external-ids/:id',
  params: courseIdParams,
  body: externalIdsBody,
  response: externalIdsResponse,
});
export const getCourseWorkflowHistory = route({
  method: 'GET',
  path: '/course/workflow-history/:id',
  params: courseIdParams,
  response: workflowHistoryResponse,
});
export const getCourse = route({ method: 'GET', path: '/course/:id', params: courseIdParams, response: courseResponse });
export const searchCourses = route({ method: 'GET', path: '/course/search', query: courseSearchQuery, response: courseSearchResponse });
export const updateCourse = route({ method: 'PUT', path: '/course/:id', params: courseIdParams, body: updateCourseBody, response: okBody });
export const getCourseValidation = route({
  method: 'GET',
  path: '/agendas/validation/:id',
  params: courseIdParams,
  response: validationResponse,
});
export const listCourseVersions = route({
  method: 'GET',
  path: '/course/versions/:id',
  params: courseIdParams,
  response: courseVersionsResponse,
});
