import { type AddUserBody, calls, type ImportBody, PENDING_PAGE_SIZE } from '@cpe/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage } from '../../../lib/api-errors.ts';

/** Everything /pending shows: a new person, an import or a resend refreshes it. */
export const PENDING_KEY = ['user-admin', 'pending'] as const;

/** POST /user-administration/users; the list of pending registrations refreshes after it. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUserBody) => call(calls.addUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

/** GET /user-administration/pending, newest first; 'Load more' follows nextCursor. */
export function usePendingRegistrations() {
  return useInfiniteQuery({
    queryKey: PENDING_KEY,
    queryFn: ({ pageParam, signal }) =>
      call(calls.listPendingRegistrations, {
        query: { limit: PENDING_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Resend: a new link in a new e-mail; the alert bar says 'Registration email sent' (the server's message). */
export const useResendRegistration = () =>
  useRecordWrite(PENDING_KEY, (personId: number) => call(calls.resendRegistration, { params: { personId } }));

/** POST /user-administration/import: a dry run, or the import itself. */
export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => call(calls.importUsers, { body }),
    onSuccess: (reply) => {
      if (reply.imported) void queryClient.invalidateQueries({ queryKey: PENDING_KEY });
    },
  });
}
