import type { addParticipantBody, missedTimeBody, rosterResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export type RosterResponse = z.infer<typeof rosterResponse>;
export type RosterRowData = RosterResponse['roster'][number];
type AddParticipant = z.input<typeof addParticipantBody>;
type MissedTimeBody = z.input<typeof missedTimeBody>;

/**
 * Query keys agreed with the class workspace: ['class', id] is GET /class/{id}; the
 * roster lives under it, so invalidating the class also refreshes the roster.
 */
export const classKey = (classId: number) => ['class', classId] as const;
export const rosterKey = (classId: number) => ['class', classId, 'roster'] as const;

/** GET /class/roster/{id}: learners with attendance and missed time per day, the class days and their times. */
export function useRoster(classId: number) {
  return useQuery({
    queryKey: rosterKey(classId),
    queryFn: ({ signal }) => api<RosterResponse>('GET', `/class/roster/${classId}`, { signal }),
  });
}

/**
 * A roster write: on success the roster and the class (roster_count) reload and the
 * server's message, if any, is shown; a failure shows the server's message or
 * sqlMessage (spec §8: attendance errors prefer the database's message).
 */
const useRosterWrite = <V>(classId: number, write: (vars: V) => Promise<unknown>, successMessage?: (reply: unknown) => string | null) =>
  useRecordWrite(classKey(classId), write, { success: successMessage ?? (() => null) });

const replyMessage = (fallback: string) => (reply: unknown) =>
  reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string' ? reply.message : fallback;

interface MarkDay {
  rosterId: number;
  date: string;
  day: number;
  attended: boolean;
}

/** The roster with one learner's day marked, as the server will have it. */
function withAttendance(roster: RosterResponse, { rosterId, date, day, attended }: MarkDay): RosterResponse {
  return {
    ...roster,
    roster: roster.roster.map((entry) => {
      if (entry.class_roster_id !== rosterId) return entry;
      const current = Object.hasOwn(entry.days, date) ? entry.days[date] : undefined;
      return { ...entry, days: { ...entry.days, [date]: { missedTimes: [], day, ...current, attendedDay: attended ? 1 : 0 } } };
    }),
  };
}

/**
 * PUT /class/attendance/{rosterId}. Taking attendance is many clicks in a row, so the box
 * follows the click at once; the reload afterwards brings the credits, and puts a box back
 * when the server refused.
 */
export const useMarkDay = (classId: number) =>
  useRecordWrite(
    classKey(classId),
    ({ rosterId, day, attended }: MarkDay) =>
      api('PUT', `/class/attendance/${rosterId}`, { body: { in_day: day, in_did_attend: attended ? 1 : 0 } }),
    { success: () => null, optimistic: { queryKey: rosterKey(classId), update: withAttendance } },
  );

export const useMarkAllDays = (classId: number) =>
  useRosterWrite(classId, ({ rosterId, attended }: { rosterId: number; attended: boolean }) =>
    api('PUT', `/class/attendance/all/${rosterId}`, { body: { in_did_attend: attended ? 1 : 0 } }),
  );

/** POST /class/attendance/all-learners/{id}: every learner on one class day, or on every day when `day` is absent. */
export const useMarkEveryone = (classId: number) =>
  useRosterWrite(
    classId,
    ({ attended, day }: { attended: boolean; day?: number }) =>
      api('POST', `/class/attendance/all-learners/${classId}`, {
        body: { in_did_attend: attended ? 1 : 0, ...(day === undefined ? {} : { in_day: day }) },
      }),
    replyMessage('Attendance updated'),
  );

export const useAddMissedTime = (classId: number) =>
  useRosterWrite(classId, ({ rosterId, body }: { rosterId: number; body: MissedTimeBody }) =>
    api('POST', `/class/missed-time/${rosterId}`, { body }),
  );

export const useRemoveMissedTime = (classId: number) =>
  useRosterWrite(classId, (missedTimeId: number) => api('PUT', `/class/missed-time/remove/${missedTimeId}`, { body: {} }));

export const useAddLearner = (classId: number) =>
  useRosterWrite(
    classId,
    (body: AddParticipant) => api('POST', `/class/participant/${classId}`, { body }),
    replyMessage('Learner added to roster'),
  );

export const useRemoveLearner = (classId: number, removedMessage: string) =>
  useRosterWrite(
    classId,
    ({ classRosterId, message }: { classRosterId: number; message: string }) =>
      api('PUT', `/class/roster/remove/learner/${classRosterId}`, { body: message ? { message } : {} }),
    () => removedMessage,
  );
