import type * as r from '../routes/course-sync.ts';
import type { ApiCall } from './api-call.ts';

export const courseEvents: ApiCall<typeof r.courseEvents> = { method: 'POST', path: '/course/events' };
export const getAgendaStatus: ApiCall<typeof r.getAgendaStatus> = { method: 'GET', path: '/agendas/status/:course_agenda_id' };
export const getQueuedStatus: ApiCall<typeof r.getQueuedStatus> = { method: 'GET', path: '/external-requests/status/:id' };
export const updateSapCourse: ApiCall<typeof r.updateSapCourse> = { method: 'POST', path: '/course/update-sap-course' };
