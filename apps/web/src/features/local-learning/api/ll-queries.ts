import { calls, type LocalLearningResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export type { LocalLearningResponse };

/**
 * A local learning is an agenda (ADR 0023): its record key is the course's, ['course', id],
 * because the course's step screens it shows invalidate that key after their writes, and
 * everything under it (GET /locallearning/{id}, the feedback, the agenda's data) must refresh
 * with them. The local learning's own GET lives under it.
 */
export const localLearningKey = (id: number) => ['course', id] as const;
const recordKey = (id: number) => ['course', id, 'locallearning'] as const;

/** GET /locallearning/{id}: the course body the shared steps read, the header, abilities and checklist. */
export function useLocalLearning(id: number, enabled = true) {
  return useQuery({
    queryKey: recordKey(id),
    queryFn: ({ signal }) => call(calls.getLocalLearning, { params: { id }, signal }),
    enabled,
  });
}

/** GET /agendas/feedback/{id}: the feedback of the local learning's agenda (the step icons and the Review Summary). */
export function useLocalLearningFeedback(id: number, enabled = true) {
  return useQuery({
    queryKey: ['course', id, 'feedback'],
    queryFn: ({ signal }) => call(calls.listCourseFeedback, { params: { id }, signal }),
    enabled,
  });
}

/** A write on the local learning: the outcome goes to the alert bar; the record and all under its key refetch. */
export const useLocalLearningWrite = <V>(id: number, write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(localLearningKey(id), write, { success });
