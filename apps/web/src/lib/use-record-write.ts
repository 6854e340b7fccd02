import { hashKey, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from './api-errors.ts';
import { showAlert } from './shell/alert-store.ts';

/** A change shown before the server answers: `update` turns the cached data of `queryKey` into what the write will make of it. */
export interface OptimisticUpdate<V, T> {
  queryKey: QueryKey;
  update: (data: T, variables: V) => T;
}

/** A write that answers with what it changed: `update` puts the answer into the cached data of `queryKey`. */
export interface ReplyUpdate<R, T> {
  queryKey: QueryKey;
  update: (data: T, reply: R) => T;
}

export interface RecordWriteOptions<V, T, R = unknown> {
  /**
   * What the alert bar says on success: a fixed text, or one read from the reply (null says
   * nothing). Unless given: the server's message, else 'Saved'.
   */
  success?: string | ((reply: R) => string | null);
  /** Show the change at once; when the write fails it is rolled back and the record reloads. */
  optimistic?: OptimisticUpdate<V, T>;
  /**
   * The answer updates this query in place, and it is not fetched again (the record's other
   * queries are): marking one learner attended does not reload a roster of 2,000.
   */
  fromReply?: ReplyUpdate<R, T>;
}

/** The `message` of a reply such as { message: 'Class Updated' }, if it has one. */
export const serverMessage = (reply: unknown): string | null =>
  typeof reply === 'object' && reply !== null && 'message' in reply && typeof reply.message === 'string' ? reply.message : null;

/**
 * The one write hook of every record (course, class and the types to come): a TanStack
 * mutation whose outcome goes to the alert bar (the server's message or
 * sqlMessage), and after which the record and everything under its key (header, steps,
 * step data; ['course', id], ['class', id]) refetch before the returned promise settles,
 * so a dialog closes on fresh data. With `optimistic`, the cached data changes first and
 * comes back if the server refuses.
 */
export function useRecordWrite<V, T = unknown, R = unknown>(
  recordKey: QueryKey,
  write: (variables: V) => Promise<R>,
  options: RecordWriteOptions<V, T, R> = {},
) {
  const queryClient = useQueryClient();
  const { success, optimistic, fromReply } = options;
  // Writes that answer into the same query, still in flight together: their answers may
  // arrive in any order, so none is put in place; the last one to finish reloads the query.
  const mutationKey = fromReply ? ['record-write', ...fromReply.queryKey] : undefined;
  const overlapped = useRef(false);
  return useMutation({
    mutationKey,
    mutationFn: write,
    onMutate: async (variables: V) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
      const previous = queryClient.getQueryData<T>(optimistic.queryKey);
      if (previous !== undefined) queryClient.setQueryData<T>(optimistic.queryKey, optimistic.update(previous, variables));
      return { previous };
    },
    onSuccess: async (reply) => {
      const message = typeof success === 'function' ? success(reply) : (success ?? serverMessage(reply) ?? 'Saved');
      if (message) showAlert(message);
      if (!fromReply) return queryClient.invalidateQueries({ queryKey: recordKey });
      // This write still counts as in flight while its onSuccess runs.
      if (queryClient.isMutating({ mutationKey }) > 1) {
        overlapped.current = true;
        return;
      }
      if (overlapped.current) {
        overlapped.current = false;
        return queryClient.invalidateQueries({ queryKey: recordKey });
      }
      queryClient.setQueryData<T>(fromReply.queryKey, (data) => (data === undefined ? data : fromReply.update(data, reply)));
      const updated = hashKey(fromReply.queryKey);
      await queryClient.invalidateQueries({ queryKey: recordKey, predicate: (query) => query.queryHash !== updated });
    },
    onError: async (error, _variables, context) => {
      showAlert(errorMessage(error), 'error');
      if (fromReply && queryClient.isMutating({ mutationKey }) <= 1 && overlapped.current) {
        overlapped.current = false;
        if (!optimistic) return queryClient.invalidateQueries({ queryKey: recordKey });
      }
      if (!optimistic) return;
      if (context?.previous !== undefined) queryClient.setQueryData<T>(optimistic.queryKey, context.previous);
      await queryClient.invalidateQueries({ queryKey: recordKey });
    },
  });
}
