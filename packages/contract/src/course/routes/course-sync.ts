import { route } from '../../platform/index.ts';
import {
  agendaStatusResponse,
  courseAgendaIdParams,
  courseEventsBody,
  courseEventsResponse,
  queuedStatusResponse,
  syncRequestParams,
  updateSapCourseBody,
  updateSapCourseResponse,
} from '../schemas/course-search.ts';

export const courseEvents = route({ method: 'POST', path: '/course/events', body: courseEventsBody, response: courseEventsResponse });
export const getAgendaStatus = route({
  method: 'GET',
  path: '/agendas/status/:course_agenda_id',
  params: courseAgendaIdParams,
  response: agendaStatusResponse,
});
export const getQueuedStatus = route({
  method: 'GET',
  path: '/external-requests/status/:id',
  params: syncRequestParams,
  response: queuedStatusResponse,
});
export const updateSapCourse = route({
  method: 'POST',
  path: '/course/update-sap-course',
  body: updateSapCourseBody,
  response: updateSapCourseResponse,
});
