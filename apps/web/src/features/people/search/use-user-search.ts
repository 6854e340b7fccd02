import { calls, type UserSearchFilters } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { saveDownload } from '../../../lib/save-file.ts';

/** People per page ('Load more' asks for the next page with `next`). */
export const USER_PAGE_SIZE = 25;
// Going back from a person shows the results kept from before at once (refreshed when stale).
const KEEP_RESULTS_MS = 30 * 60_000;

/** POST /user-administration/search, keyset paged: each page's `next` is the following page's `after`. */
export function useUserSearch(filters: UserSearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['user-search', filters],
    queryFn: ({ pageParam, signal }) =>
      call(calls.searchUsers, { body: { ...filters, after: pageParam ?? null, limit: USER_PAGE_SIZE }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    gcTime: KEEP_RESULTS_MS,
    enabled,
  });
}

/** Downloads GET /user-administration/export with the search's filters; answers whether the server cut it at its row limit. */
export async function exportUsersCsv(filters: UserSearchFilters): Promise<{ truncated: boolean }> {
  const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  const headers = await saveDownload('/user-administration/export', { query, name: 'users.csv' });
  return { truncated: headers.get('x-export-truncated') === 'true' };
}
