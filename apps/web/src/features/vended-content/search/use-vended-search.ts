import { calls, type VendedContentSearchFilters } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { saveDownload } from '../../../lib/save-file.ts';

/** Rows per page ('Load more' asks for the next page with nextCursor). */
export const PAGE_SIZE = 25;
// Going back from an item shows the results kept from before at once (refreshed in the background when stale).
const KEEP_RESULTS_MS = 30 * 60_000;

/** POST /vendedcontent/search with keyset paging: each page's nextCursor is the next page's cursor. */
export function useVendedSearch(filters: VendedContentSearchFilters) {
  return useInfiniteQuery({
    queryKey: ['vended-search', filters],
    queryFn: ({ pageParam, signal }) =>
      call(calls.searchVendedContent, { body: { ...filters, cursor: pageParam ?? null, limit: PAGE_SIZE }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: KEEP_RESULTS_MS,
  });
}

/** Downloads GET /vendedcontent/export with the search's filters; answers whether the server cut it at its row limit. */
export async function exportVendedCsv(filters: VendedContentSearchFilters): Promise<{ truncated: boolean }> {
  const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  const headers = await saveDownload('/vendedcontent/export', { query });
  return { truncated: headers.get('x-export-truncated') === 'true' };
}
