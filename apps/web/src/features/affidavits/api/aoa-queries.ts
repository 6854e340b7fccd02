import { calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { type RecordWriteOptions, useRecordWrite } from '../../../lib/use-record-write.ts';

/**
 * Query keys of the affidavit workspace, as for courses and classes: ['aoa', id] is GET
 * /aoa/{id}; what a step loads lives under it (['aoa', id, 'roster']), so that one
 * invalidation after a write refreshes the header, the steps' states and each step's data.
 */
export const aoaKey = (id: number) => ['aoa', id] as const;
export const aoaSubKey = (id: number, name: string) => ['aoa', id, name] as const;

/** GET /aoa/{id}: details, header, step states and the caller's abilities. */
export function useAoa(id: number, enabled = true) {
  return useQuery({
    queryKey: aoaKey(id),
    queryFn: ({ signal }) => call(calls.getAoa, { params: { id }, signal }),
    enabled,
  });
}

/** One GET of what a step of the AOA shows, under the AOA's key. */
export function useAoaResource<T>(id: number, name: string, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({ queryKey: aoaSubKey(id, name), queryFn: ({ signal }) => load(signal), enabled });
}

/** A write on the AOA: the outcome goes to the alert bar, then the AOA and all under its key reload. */
export const useAoaWrite = <V, R = unknown>(id: number, write: (variables: V) => Promise<R>, options?: RecordWriteOptions<V, unknown, R>) =>
  useRecordWrite<V, unknown, R>(aoaKey(id), write, options);
