import { okBody, route } from '../../platform/index.ts';
import {
  addCoursePersonBody,
  addFeedbackBody,
  assignIrsReviewerBody,
  coursePeopleIdParams,
  cpeInfoResponse,
  feedbackIdParams,
  feedbackListResponse,
  irsInfoBody,
  irsReviewerResponse,
  nasbaBody,
  nasbaResponse,
  qualificationsBody,
  resolveFeedbackBody,
  roleIdParams,
  rolePeopleResponse,
} from '../schemas/course-steps.ts';
import { agendaIdParams, courseIdParams, cpeInfoBody, createCourseResponse } from '../schemas/courses.ts';

export const getCpeInfo = route({ method: 'GET', path: '/agendas/cpe-info/:id', params: courseIdParams, response: cpeInfoResponse });
export const updateCpeInfo = route({
  method: 'PUT',
  path: '/agendas/cpe-info/:id',
  params: courseIdParams,
  body: cpeInfoBody,
  response: okBody,
});
export const updateQualifications = route({
  method: 'PUT',
  path: '/course/qualifications/:id',
  params: courseIdParams,
  body: qualificationsBody,
  response: okBody,
});
export const addCourseFeedback = route({
  method: 'POST',
  path: '/agendas/feedback/:id',
  params: courseIdParams,
  body: addFeedbackBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const listCourseFeedback = route({
  method: 'GET',
  path: '/agendas/feedback/:id',
  params: courseIdParams,
  response: feedbackListResponse,
});
export const resolveCourseFeedback = route({
  method: 'PUT',
  path: '/agendas/feedback/resolve/:feedbackId',
  params: feedbackIdParams,
  body: resolveFeedbackBody,
  response: okBody,
});
export const assignIrsReviewer = route({
  method: 'PUT',
  path: '/course/irs-program/reviewer/assign',
  body: assignIrsReviewerBody,
  response: okBody,
});
export const getIrsReviewer = route({
  method: 'GET',
  path: '/course/irs-program/reviewer/:agendaId',
  params: agendaIdParams,
  response: irsReviewerResponse,
});
export const listRolePeople = route({ method: 'GET', path: '/roles/people/:roleId', params: roleIdParams, response: rolePeopleResponse });
export const updateIrsInfo = route({
  method: 'PUT',
  path: '/course/irs-info/:id',
  params: courseIdParams,
  body: irsInfoBody,
  response: okBody,
});
export const getCourseNasba = route({ method: 'GET', path: '/course/nasba/:id', params: courseIdParams, response: nasbaResponse });
export const saveCourseNasba = route({
  method: 'PUT',
  path: '/course/nasba/:id',
  params: courseIdParams,
  body: nasbaBody,
  response: okBody,
});
export const addCoursePerson = route({
  method: 'POST',
  path: '/course/person/add/:agendaId',
  params: agendaIdParams,
  body: addCoursePersonBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const removeCoursePerson = route({
  method: 'PUT',
  path: '/course/person/remove/:coursePeopleId',
  params: coursePeopleIdParams,
  response: okBody,
});
