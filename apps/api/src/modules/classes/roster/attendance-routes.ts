import {
  attendanceAllBody,
  attendanceBody,
  attendanceEveryoneBody,
  CLASS_MESSAGES,
  classIdParamsAlt,
  okBody,
  rosterIdParams,
} from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../core/class-access.ts';
import { markAllDays, markDay, markEveryone } from './attendance-write.ts';
import { classDayTimes, liveRosterRow, requireAttendanceChange } from './roster-access.ts';

export const markAttendance = defineRoute({
  method: 'PUT',
  url: '/class/attendance/:rosterId',
  summary: "Mark a learner's attendance on one class day (in_did_attend 1 or 0)",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: rosterIdParams, body: attendanceBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const row = await liveRosterRow(tx, params.rosterId);
    const cls = await requireAttendanceChange(tx, row.class_id, me());
    if (!(await classDayTimes(tx, cls.id, body.in_day))) throw invalid('body.in_day', CLASS_MESSAGES.missedTimeNotClassDay);
    await markDay(tx, row.id, body.in_day, { attended: body.in_did_attend === 1, by: me().personId, now });
    await touchClass(tx, cls.id, me().personId, now);
    return { message: 'Attendance updated' };
  },
});

export const markAttendanceAll = defineRoute({
  method: 'PUT',
  url: '/class/attendance/all/:rosterId',
  summary: "Mark a learner's attendance on every class day",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: rosterIdParams, body: attendanceAllBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const row = await liveRosterRow(tx, params.rosterId);
    const cls = await requireAttendanceChange(tx, row.class_id, me());
    await markAllDays(tx, row.id, { attended: body.in_did_attend === 1, by: me().personId, now });
    await touchClass(tx, cls.id, me().personId, now);
    return { message: 'Attendance updated' };
  },
});

export const markAllLearners = defineRoute({
  method: 'POST',
  url: '/class/attendance/all-learners/:classId',
  summary: 'Mark every learner on the roster on one class day (in_day), or on every class day without it, in one statement',
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParamsAlt, body: attendanceEveryoneBody, response: okBody },
  async handler({ params, body, tx, me, now }) {
    const cls = await requireAttendanceChange(tx, params.classId, me());
    if (body.in_day !== undefined && !(await classDayTimes(tx, cls.id, body.in_day)))
      throw invalid('body.in_day', CLASS_MESSAGES.missedTimeNotClassDay);
    const mark = { attended: body.in_did_attend === 1, by: me().personId, now };
    const count = await markEveryone(tx, cls.id, mark, body.in_day);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: `Attendance updated (${count} learner days changed)` };
  },
});
