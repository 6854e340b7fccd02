import { MESSAGES } from '@cpe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { showAlert } from '../../shell/alert-store.ts';

/**
 * Query keys and write helpers shared by the course steps. ['course', id] is GET
 * /course/{id}, loaded by the workspace; each step's own data lives under it as
 * ['course', id, name], so invalidating the course refreshes them too.
 */
export const courseKey = (courseId: number) => ['course', courseId] as const;
export const courseSubKey = (courseId: number, name: string) => ['course', courseId, name] as const;

export const errorMessage = (error: unknown): string => (error instanceof ApiError ? error.message : MESSAGES.unexpectedError);

/** One GET of a course's sub-resource, e.g. ('cpe-info', '/agendas/cpe-info/7'). */
export function useCourseResource<T>(courseId: number, name: string, path: string, enabled = true) {
  return useQuery({
    queryKey: courseSubKey(courseId, name),
    queryFn: ({ signal }) => api<T>('GET', path, { signal }),
    enabled,
  });
}

type Write<V> = (variables: V) => Promise<unknown>;

const serverMessage = (result: unknown): string | null =>
  typeof result === 'object' && result !== null && 'message' in result && typeof result.message === 'string' ? result.message : null;

/**
 * A write on the course. Success and failure go to the alert bar; on success the
 * course and everything under its key refetch (header, agenda, credits, step icons)
 * before the returned promise settles, so a dialog closes on fresh data.
 */
export function useCourseWrite<V>(courseId: number, write: Write<V>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      showAlert(success ?? serverMessage(result) ?? 'Saved');
      await queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
}
