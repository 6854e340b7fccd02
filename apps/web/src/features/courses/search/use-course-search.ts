import { calls, type courseSearchResponse } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';

export type CourseSearchPage = z.infer<typeof courseSearchResponse>;

/** Rows per page ('Load more' asks for the next page with nextCursor). */
export const PAGE_SIZE = 25;
// Going back from a course shows the results kept from before at once (refreshed in the background when stale).
const KEEP_RESULTS_MS = 30 * 60_000;

/** GET /course/search with keyset paging: each page's nextCursor is the next page's `after`. */
export function useCourseSearch(query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: ['course-search', query],
    queryFn: ({ pageParam, signal }) => call(calls.searchCourses, { query: { ...query, limit: PAGE_SIZE, after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: KEEP_RESULTS_MS,
  });
}
