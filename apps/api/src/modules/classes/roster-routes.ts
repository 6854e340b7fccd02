import type { RouteSpec } from '../../platform/route.ts';
import { listAttendableClasses, verifyAttendCode } from './attendance-learner.ts';
import { markAllLearners, markAttendance, markAttendanceAll } from './attendance-routes.ts';
import { updateCodeExpiry } from './codes-expiry.ts';
import { listAttendanceCodes } from './codes-list.ts';
import { recordMissedTime, removeMissedTime } from './missed-time.ts';
import { addParticipant } from './participant.ts';
import { exportRoster } from './roster-export.ts';
import { getRoster } from './roster-get.ts';
import { removeLearner } from './roster-remove.ts';

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
