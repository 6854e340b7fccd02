import type { RouteSpec } from '../../platform/route.ts';
import { listAttendableClasses } from './attend/list-attendable-classes.ts';
import { verifyAttendCode } from './attend/verify-attend-code.ts';
import { updateCodeExpiry } from './codes/codes-expiry.ts';
import { listAttendanceCodes } from './codes/codes-list.ts';
import { markAllLearners } from './roster/mark-all-learners.ts';
import { markAttendance } from './roster/mark-attendance.ts';
import { markAttendanceAll } from './roster/mark-attendance-all.ts';
import { addParticipant } from './roster/participant.ts';
import { recordMissedTime } from './roster/record-missed-time.ts';
import { removeMissedTime } from './roster/remove-missed-time.ts';
import { getCompactRoster } from './roster/roster-compact-get.ts';
import { exportRoster } from './roster/roster-export.ts';
import { getRoster } from './roster/roster-get.ts';
import { removeLearner } from './roster/roster-remove.ts';

/** The roster, attendance, missed time and attendance codes of a class. */
export const rosterRoutes: RouteSpec[] = [
  getRoster,
  getCompactRoster,
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
