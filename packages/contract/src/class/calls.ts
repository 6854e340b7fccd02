// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as classContactsRoutes from './routes/class-contacts.ts';
import type * as classDocumentsRoutes from './routes/class-documents.ts';
import type * as classLifecycleRoutes from './routes/class-lifecycle.ts';
import type * as classRosterRoutes from './routes/class-roster.ts';
import type * as classesRoutes from './routes/classes.ts';

export const addClassStaff: ApiCall<typeof classContactsRoutes.addClassStaff> = { method: 'POST', path: '/class/staff/:id' };
export const addParticipant: ApiCall<typeof classRosterRoutes.addParticipant> = { method: 'POST', path: '/class/participant/:classId' };
export const certifyClass: ApiCall<typeof classLifecycleRoutes.certifyClass> = { method: 'PUT', path: '/class/certify/:id' };
export const classEvents: ApiCall<typeof classLifecycleRoutes.classEvents> = { method: 'POST', path: '/class/events' };
export const createClass: ApiCall<typeof classesRoutes.createClass> = { method: 'POST', path: '/class' };
export const exportClasses: ApiCall<typeof classesRoutes.exportClasses> = { method: 'GET', path: '/class/search/export' };
export const exportRoster: ApiCall<typeof classRosterRoutes.exportRoster> = { method: 'GET', path: '/class/roster/export/:id' };
export const getCertificationValidation: ApiCall<typeof classLifecycleRoutes.getCertificationValidation> = {
  method: 'GET',
  path: '/class/validate/certification/:id',
};
export const getClass: ApiCall<typeof classesRoutes.getClass> = { method: 'GET', path: '/class/:id' };
export const getClassHistory: ApiCall<typeof classesRoutes.getClassHistory> = { method: 'GET', path: '/class/history/:id' };
export const getClassInstructors: ApiCall<typeof classContactsRoutes.getClassInstructors> = {
  method: 'GET',
  path: '/class/instructor/:id',
};
export const getClassModules: ApiCall<typeof classesRoutes.getClassModules> = { method: 'GET', path: '/class-modules/:id' };
export const getClassSegments: ApiCall<typeof classesRoutes.getClassSegments> = { method: 'GET', path: '/class/segments/:id' };
export const getClassStaff: ApiCall<typeof classContactsRoutes.getClassStaff> = { method: 'GET', path: '/class/staff/:id' };
export const getClassStatus: ApiCall<typeof classLifecycleRoutes.getClassStatus> = { method: 'GET', path: '/class/status/:id' };
export const getClassValidation: ApiCall<typeof classLifecycleRoutes.getClassValidation> = {
  method: 'GET',
  path: '/class/validation/:classId',
};
export const getCompactRoster: ApiCall<typeof classRosterRoutes.getCompactRoster> = { method: 'GET', path: '/class/roster/compact/:id' };
export const getCourseClassDays: ApiCall<typeof classesRoutes.getCourseClassDays> = { method: 'GET', path: '/course/class-days/:id' };
export const getCourseClasses: ApiCall<typeof classesRoutes.getCourseClasses> = { method: 'GET', path: '/course/classes/:id' };
export const getCourseRoster: ApiCall<typeof classRosterRoutes.getCourseRoster> = { method: 'GET', path: '/course/roster/:id' };
export const getRoster: ApiCall<typeof classRosterRoutes.getRoster> = { method: 'GET', path: '/class/roster/:id' };
export const importClass: ApiCall<typeof classLifecycleRoutes.importClass> = { method: 'POST', path: '/class/import/sap/:id' };
export const importClassAllDetails: ApiCall<typeof classLifecycleRoutes.importClassAllDetails> = {
  method: 'POST',
  path: '/class/import/sap/allDetails/:id',
};
export const listAttendableClasses: ApiCall<typeof classRosterRoutes.listAttendableClasses> = { method: 'GET', path: '/class/attendable' };
export const listAttendanceCodes: ApiCall<typeof classRosterRoutes.listAttendanceCodes> = {
  method: 'GET',
  path: '/class/attendance/codes/:id',
};
export const listClassDocuments: ApiCall<typeof classDocumentsRoutes.listClassDocuments> = { method: 'GET', path: '/docs/class/:id' };
export const markAllLearners: ApiCall<typeof classRosterRoutes.markAllLearners> = {
  method: 'POST',
  path: '/class/attendance/all-learners/:classId',
};
export const markAttendance: ApiCall<typeof classRosterRoutes.markAttendance> = { method: 'PUT', path: '/class/attendance/:rosterId' };
export const markAttendanceAll: ApiCall<typeof classRosterRoutes.markAttendanceAll> = {
  method: 'PUT',
  path: '/class/attendance/all/:rosterId',
};
export const recordMissedTime: ApiCall<typeof classRosterRoutes.recordMissedTime> = {
  method: 'POST',
  path: '/class/missed-time/:rosterId',
};
export const removeClassStaff: ApiCall<typeof classContactsRoutes.removeClassStaff> = {
  method: 'PUT',
  path: '/class/staff/remove/:contactId',
};
export const removeLearner: ApiCall<typeof classRosterRoutes.removeLearner> = {
  method: 'PUT',
  path: '/class/roster/remove/learner/:classRosterId',
};
export const removeMissedTime: ApiCall<typeof classRosterRoutes.removeMissedTime> = {
  method: 'PUT',
  path: '/class/missed-time/remove/:missedTimeId',
};
export const searchClasses: ApiCall<typeof classesRoutes.searchClasses> = { method: 'GET', path: '/class/search' };
export const setClassInstructors: ApiCall<typeof classContactsRoutes.setClassInstructors> = {
  method: 'PUT',
  path: '/class/instructor/:id',
};
export const setModuleInstructors: ApiCall<typeof classContactsRoutes.setModuleInstructors> = {
  method: 'PUT',
  path: '/class/module-instructors/:id',
};
export const updateClass: ApiCall<typeof classesRoutes.updateClass> = { method: 'PUT', path: '/class/:id' };
export const updateClassDays: ApiCall<typeof classesRoutes.updateClassDays> = { method: 'PUT', path: '/class/days/:id' };
export const updateCodeExpiry: ApiCall<typeof classRosterRoutes.updateCodeExpiry> = { method: 'PUT', path: '/class/attendance/codes/:id' };
export const verifyAttendCode: ApiCall<typeof classRosterRoutes.verifyAttendCode> = { method: 'POST', path: '/class/attend-code' };
