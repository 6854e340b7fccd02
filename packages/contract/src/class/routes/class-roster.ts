import { courseIdParams } from '../../course/index.ts';
import { csvText, okBody, route } from '../../platform/index.ts';
import { courseRosterResponse } from '../schemas/class-parts.ts';
import {
  addParticipantBody,
  addParticipantResponse,
  attendableClasses,
  attendanceAllBody,
  attendanceBody,
  attendanceCodesResponse,
  attendanceEveryoneBody,
  classIdParams,
  classIdParamsAlt,
  classRosterIdParams,
  codeIdParams,
  missedTimeBody,
  missedTimeIdParams,
  missedTimeResponse,
  removeLearnerBody,
  rosterIdParams,
  rosterResponse,
  rosterRowsChange,
  updateCodeBody,
  updateCodeResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from '../schemas/classes.ts';
import { compactRosterResponse } from '../schemas/roster-compact.ts';

export const listAttendableClasses = route({ method: 'GET', path: '/class/attendable', response: attendableClasses });
export const verifyAttendCode = route({ method: 'POST', path: '/class/attend-code', body: verifyCodeBody, response: verifyCodeResponse });
// The spec's {attendance_code_id}, named :id: Fastify's route tree keeps one name per position, and GET codes/:id is the class.
export const updateCodeExpiry = route({
  method: 'PUT',
  path: '/class/attendance/codes/:id',
  params: codeIdParams,
  body: updateCodeBody,
  response: updateCodeResponse,
});
export const listAttendanceCodes = route({
  method: 'GET',
  path: '/class/attendance/codes/:id',
  params: classIdParams,
  response: attendanceCodesResponse,
});
export const getCourseRoster = route({ method: 'GET', path: '/course/roster/:id', params: courseIdParams, response: courseRosterResponse });
export const markAllLearners = route({
  method: 'POST',
  path: '/class/attendance/all-learners/:classId',
  params: classIdParamsAlt,
  body: attendanceEveryoneBody,
  response: okBody,
});
export const markAttendanceAll = route({
  method: 'PUT',
  path: '/class/attendance/all/:rosterId',
  params: rosterIdParams,
  body: attendanceAllBody,
  response: rosterRowsChange,
});
export const markAttendance = route({
  method: 'PUT',
  path: '/class/attendance/:rosterId',
  params: rosterIdParams,
  body: attendanceBody,
  response: rosterRowsChange,
});
export const addParticipant = route({
  method: 'POST',
  path: '/class/participant/:classId',
  params: classIdParamsAlt,
  body: addParticipantBody,
  response: addParticipantResponse,
  successStatus: 201,
});
export const recordMissedTime = route({
  method: 'POST',
  path: '/class/missed-time/:rosterId',
  params: rosterIdParams,
  body: missedTimeBody,
  response: missedTimeResponse,
  successStatus: 201,
});
export const removeMissedTime = route({
  method: 'PUT',
  path: '/class/missed-time/remove/:missedTimeId',
  params: missedTimeIdParams,
  response: rosterRowsChange,
});
export const exportRoster = route({ method: 'GET', path: '/class/roster/export/:id', params: classIdParams, response: csvText });
export const getRoster = route({ method: 'GET', path: '/class/roster/:id', params: classIdParams, response: rosterResponse });
/** The same roster in its compact form (api/roster-compact.ts), with an ETag: what the roster screen asks for. */
export const getCompactRoster = route({
  method: 'GET',
  path: '/class/roster/compact/:id',
  params: classIdParams,
  response: compactRosterResponse,
});
export const removeLearner = route({
  method: 'PUT',
  path: '/class/roster/remove/learner/:classRosterId',
  params: classRosterIdParams,
  body: removeLearnerBody,
  response: okBody,
});
