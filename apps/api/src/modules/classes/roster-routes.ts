import type { RouteSpec } from '../../platform/route.ts';
import { listAttendableClasses, verifyAttendCode } from './attend/attendance-learner.ts';
import { updateCodeExpiry } from './codes/codes-expiry.ts';
import { listAttendanceCodes } from './codes/codes-list.ts';
import { markAllLearners, markAttendance, markAttendanceAll } from './roster/attendance-routes.ts';
import { recordMissedTime, removeMissedTime } from './roster/missed-time.ts';
import { addParticipant } from './roster/participant.ts';
import { exportRoster } from './roster/roster-export.ts';
import { getRoster } from './roster/roster-get.ts';
import { removeLearner } from './roster/roster-remove.ts';

/** The roster, attendance, missed time and attendance codes of a class. */
export const rosterRoutes: RouteSpec[] = [
  getRoster,
  exportRoster,
  addParticipant,
  removeLearner,
  markAttendance,
  markAttendanceAll,
  markAllLearners,
  recordMissedTime,
  removeMissedTime,
  listAttendanceCodes,
  updateCodeExpiry,
  verifyAttendCode,
  listAttendableClasses,
];
