import type * as r from '../routes/class-roster.ts';
import type { ApiCall } from './api-call.ts';

export const addParticipant: ApiCall<typeof r.addParticipant> = { method: 'POST', path: '/class/participant/:classId' };
export const exportRoster: ApiCall<typeof r.exportRoster> = { method: 'GET', path: '/class/roster/export/:id' };
export const getCompactRoster: ApiCall<typeof r.getCompactRoster> = { method: 'GET', path: '/class/roster/compact/:id' };
export const getCourseRoster: ApiCall<typeof r.getCourseRoster> = { method: 'GET', path: '/course/roster/:id' };
export const getRoster: ApiCall<typeof r.getRoster> = { method: 'GET', path: '/class/roster/:id' };
export const listAttendableClasses: ApiCall<typeof r.listAttendableClasses> = { method: 'GET', path: '/class/attendable' };
export const listAttendanceCodes: ApiCall<typeof r.listAttendanceCodes> = { method: 'GET', path: '/class/attendance/codes/:id' };
export const markAllLearners: ApiCall<typeof r.markAllLearners> = { method: 'POST', path: '/class/attendance/all-learners/:classId' };
export const markAttendance: ApiCall<typeof r.markAttendance> = { method: 'PUT', path: '/class/attendance/:rosterId' };
export const markAttendanceAll: ApiCall<typeof r.markAttendanceAll> = { method: 'PUT', path: '/class/attendance/all/:rosterId' };
export const recordMissedTime: ApiCall<typeof r.recordMissedTime> = { method: 'POST', path: '/class/missed-time/:rosterId' };
export const removeLearner: ApiCall<typeof r.removeLearner> = { method: 'PUT', path: '/class/roster/remove/learner/:classRosterId' };
export const removeMissedTime: ApiCall<typeof r.removeMissedTime> = { method: 'PUT', path: '/class/missed-time/remove/:missedTimeId' };
export const updateCodeExpiry: ApiCall<typeof r.updateCodeExpiry> = { method: 'PUT', path: '/class/attendance/codes/:id' };
export const verifyAttendCode: ApiCall<typeof r.verifyAttendCode> = { method: 'POST', path: '/class/attend-code' };
