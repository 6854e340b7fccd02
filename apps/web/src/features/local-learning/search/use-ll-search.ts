import { calls } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import type { searchFilters } from './ll-search-store.ts';

/** Rows per page ('Load more' asks for the next page with nextCursor). */
export const PAGE_SIZE = 25;
// Going back from a local learning shows the results kept from before at once (refreshed in the background when stale).
const KEEP_RESULTS_MS = 30 * 60_000;

/** POST /locallearning/search with keyset paging: each page's nextCursor is the next page's `after`. */
export function useLocalLearningSearch(filters: ReturnType<typeof searchFilters>) {
  return useInfiniteQuery({
    queryKey: ['locallearning-search', filters],
    queryFn: ({ pageParam, signal }) =>
      call(calls.searchLocalLearning, { body: { ...filters, after: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: KEEP_RESULTS_MS,
  });
}
