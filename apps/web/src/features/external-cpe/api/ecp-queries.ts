import { calls, type ExternalCpeResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { FeedbackWrites } from '../../../components/feedback/feedback-writes.ts';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage } from '../../../lib/api-errors.ts';
export type { ExternalCpeResponse };

/**
 * Query keys of the request's workspace: ['external-cpe', id] is GET /requests/ext-cpe/{id};
 * what a step loads lives under it (['external-cpe', id, 'feedback' | 'banner' | 'documents' |
 * 'approvals' | 'history' | 'nasba' | 'audit']), so one invalidation after a write refreshes
 * the header, the banner, the step icons and every step.
 */
export const ecpKey = (id: number) => ['external-cpe', id] as const;
export const ecpSubKey = (id: number, name: string) => ['external-cpe', id, name] as const;

/** GET /requests/ext-cpe/{id}: header, details, sponsor, awards, steps, abilities and element states. */
export function useExternalCpe(id: number, enabled = true) {
  return useQuery({
    queryKey: ecpKey(id),
    queryFn: ({ signal }) => call(calls.getExternalCpe, { params: { id }, signal }),
    enabled,
  });
}

/** POST /requests/feedback/get: every feedback item of the request (step icons, the step's feedback, Review Summary). */
export function useEcpFeedback(id: number, enabled = true) {
  return useQuery({
    queryKey: ecpSubKey(id, 'feedback'),
    queryFn: ({ signal }) => call(calls.listRequestFeedback, { body: { requestId: id }, signal }),
    enabled,
  });
}

/** One load of something a step shows, under the request's key. */
export function useEcpResource<T>(id: number, name: string, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({ queryKey: ecpSubKey(id, name), queryFn: ({ signal }) => load(signal), enabled });
}

/** A write on the request: its outcome goes to the alert bar, then the request and all under its key reload. */
export const useEcpWrite = <V>(id: number, write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(ecpKey(id), write, { success });

/** The request's feedback writes (the shared feedback parts call them): POST /requests/feedback, PUT /requests/feedback/resolve/{id}. */
export const ecpFeedbackWrites = (id: number): FeedbackWrites => ({
  recordKey: ecpKey(id),
  leave: (page, note) => call(calls.addRequestFeedback, { body: { requestId: id, page_identifier: page, ...note } }),
  resolve: (feedbackId, resolutionNote) =>
    call(calls.resolveRequestFeedback, { params: { feedbackId }, body: { resolution_note: resolutionNote } }),
});
