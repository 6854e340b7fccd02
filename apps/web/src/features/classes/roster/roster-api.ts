import {
  type addParticipantBody,
  type CompactRoster,
  calls,
  expandRoster,
  type missedTimeBody,
  type rosterResponse,
  type rosterRowsChange,
} from '@cpe/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callIfChanged, type Tagged } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';
import { classKey } from '../api/class-queries.ts';

export type RosterResponse = z.infer<typeof rosterResponse>;
type RosterRowsChange = z.infer<typeof rosterRowsChange>;
export type RosterRowData = RosterResponse['roster'][number];
type AddParticipant = z.input<typeof addParticipantBody>;
type MissedTimeBody = z.input<typeof missedTimeBody>;

/**
 * The roster lives under the class's key (GET /class/{id}), so invalidating the class also
 * refreshes the roster.
 */
export const rosterKey = (classId: number) => ['class', classId, 'roster'] as const;

/**
 * The compact answer last received, with its ETag, kept in the query cache beside the roster
 * (so signing out forgets it with everything else): a roster unchanged since is not sent again.
 */
const heldRosterKey = (classId: number) => ['class', classId, 'roster', 'held'] as const;

/**
 * The roster: learners with attendance and missed time per day, the class days and their
 * times. Asked for in its compact form (GET /class/roster/compact/{id}, a fifth of the bytes)
 * with the ETag of the last answer, and expanded to the shape of GET /class/roster/{id}.
 */
export function useRoster(classId: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: rosterKey(classId),
    queryFn: async ({ signal }) => {
      const held = client.getQueryData<Tagged<CompactRoster>>(heldRosterKey(classId));
      const answer = await callIfChanged(calls.getCompactRoster, { id: classId }, held, signal);
      if (answer.etag) client.setQueryData(heldRosterKey(classId), answer);
      return expandRoster(answer.data);
    },
  });
}

/**
 * A roster write: on success the roster and the class (roster_count) reload and the
 * given message, if any, is shown; a failure shows the server's message or
 * sqlMessage (attendance errors prefer the database's message).
 */
const useRosterWrite = <V, R>(classId: number, write: (vars: V) => Promise<R>, successMessage?: (reply: R) => string | null) =>
  useRecordWrite(classKey(classId), write, { success: successMessage ?? (() => null) });

/** The roster with a write's changed rows in place of the old ones, and the reasons of those rows. */
export function withChangedRows(roster: RosterResponse, change: RosterRowsChange): RosterResponse {
  const changed = new Map(change.roster.map((row) => [row.class_roster_id, row]));
  const reasons = Object.fromEntries(Object.entries(roster.limitationReasonsObj).filter(([id]) => !changed.has(Number(id))));
  return {
    ...roster,
    roster: roster.roster.map((entry) => changed.get(entry.class_roster_id) ?? entry),
    limitationReasonsObj: { ...reasons, ...change.limitationReasonsObj },
  };
}

/**
 * A write to one learner's attendance or missed time: it answers with the changed row, which
 * replaces the old one in the roster; the roster is not read again, the rest of the class is.
 */
const useRowWrite = <V>(classId: number, write: (vars: V) => Promise<RosterRowsChange>) =>
  useRecordWrite(classKey(classId), write, {
    success: () => null,
    fromReply: { queryKey: rosterKey(classId), update: withChangedRows },
  });

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
 * follows the click at once; the answer's row brings the credits, and a refusal puts the
 * box back.
 */
export const useMarkDay = (classId: number) =>
  useRecordWrite(
    classKey(classId),
    ({ rosterId, day, attended }: MarkDay) =>
      call(calls.markAttendance, { params: { rosterId }, body: { in_day: day, in_did_attend: attended ? 1 : 0 } }),
    {
      success: () => null,
      optimistic: { queryKey: rosterKey(classId), update: withAttendance },
      fromReply: { queryKey: rosterKey(classId), update: withChangedRows },
    },
  );

export const useMarkAllDays = (classId: number) =>
  useRowWrite(classId, ({ rosterId, attended }: { rosterId: number; attended: boolean }) =>
    call(calls.markAttendanceAll, { params: { rosterId }, body: { in_did_attend: attended ? 1 : 0 } }),
  );

/** POST /class/attendance/all-learners/{id}: every learner on one class day, or on every day when `day` is absent. */
export const useMarkEveryone = (classId: number) =>
  useRosterWrite(
    classId,
    ({ attended, day }: { attended: boolean; day?: number }) =>
      call(calls.markAllLearners, {
        params: { classId },
        body: { in_did_attend: attended ? 1 : 0, ...(day === undefined ? {} : { in_day: day }) },
      }),
    (reply) => reply.message,
  );

export const useAddMissedTime = (classId: number) =>
  useRowWrite(classId, ({ rosterId, body }: { rosterId: number; body: MissedTimeBody }) =>
    call(calls.recordMissedTime, { params: { rosterId }, body }),
  );

export const useRemoveMissedTime = (classId: number) =>
  useRowWrite(classId, (missedTimeId: number) => call(calls.removeMissedTime, { params: { missedTimeId } }));

export const useAddLearner = (classId: number) =>
  useRosterWrite(
    classId,
    (body: AddParticipant) => call(calls.addParticipant, { params: { classId }, body }),
    (reply) => reply.message,
  );

export const useRemoveLearner = (classId: number, removedMessage: string) =>
  useRosterWrite(
    classId,
    ({ classRosterId, message }: { classRosterId: number; message: string }) =>
      call(calls.removeLearner, { params: { classRosterId }, body: message ? { message } : {} }),
    () => removedMessage,
  );
