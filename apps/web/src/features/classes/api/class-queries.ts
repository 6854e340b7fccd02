import { calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, isNotFound } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage, isNotFound };

/**
 * Query keys of the class workspace, as for courses: ['class', id] is GET /class/{id};
 * what a step loads lives under it as ['class', id, name], so that invalidating the
 * class after a write (certify, void, sync, details) refreshes the header, the steps and
 * every step's data at once.
 */
export const classKey = (classId: number) => ['class', classId] as const;
export const classSubKey = (classId: number, name: string) => ['class', classId, name] as const;

/** GET /class/{id}: the class header, abilities, step states, Class Details warning and the blocked-action message. */
export function useClass(classId: number, enabled = true) {
  return useQuery({
    queryKey: classKey(classId),
    queryFn: ({ signal }) => call(calls.getClass, { params: { id: classId }, signal }),
    enabled,
  });
}

/** One GET of a class's sub-resource, e.g. ('history', (signal) => call(calls.getClassHistory, { params: { id: 7 }, signal })). */
export function useClassResource<T>(classId: number, name: string, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: classSubKey(classId, name),
    queryFn: ({ signal }) => load(signal),
    enabled,
  });
}

/** A write on the class (useRecordWrite): the outcome goes to the alert bar; on success the class and all under its key refetch. */
export const useClassWrite = <V>(classId: number, write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(classKey(classId), write, { success });
