import { AOA_MESSAGES, type AoaDetails, calls } from '@cpe/contract';
import { call } from '../../../lib/call.ts';
import { useAoaResource, useAoaWrite } from '../api/aoa-queries.ts';
import { type DeclaredDay, daysBody } from './attendance-model.ts';

/** POST /aoa/roster-info: the learner's declared roster entry (days, missed time, credits) and the class's days. */
export const useRosterInfo = (details: AoaDetails) =>
  useAoaResource(
    details.requestId,
    'roster',
    (signal) => call(calls.getAoaRosterInfo, { body: { rosterId: details.rosterId as number, requestId: details.requestId }, signal }),
    details.rosterId !== null,
  );

/** PUT /aoa/update {days}: the declarations saved; the AOA (its steps) and the roster info (its credits) reload. */
export const useSaveAttendance = (requestId: number) =>
  useAoaWrite(requestId, (days: readonly DeclaredDay[]) => call(calls.updateAoa, { body: { requestId, days: daysBody(days) } }), {
    success: AOA_MESSAGES.saved,
  });
