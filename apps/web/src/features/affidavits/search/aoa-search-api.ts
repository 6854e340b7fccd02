import { type AoaSearchFilters, calls } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-download.ts';
import { call } from '../../../lib/call.ts';

const PAGE_SIZE = 25;
// Going back from an affidavit shows the results kept from before at once.
const KEEP_RESULTS_MS = 30 * 60_000;

/** POST /aoa/search with keyset paging: each page's nextCursor is the next page's `after`. */
export function useAoaSearch(filters: AoaSearchFilters) {
  return useInfiniteQuery({
    queryKey: ['aoa-search', filters],
    queryFn: ({ pageParam, signal }) => call(calls.searchAoas, { body: { ...filters, limit: PAGE_SIZE, after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: KEEP_RESULTS_MS,
  });
}

/** GET /aoa/export with the search's filters, saved under the server's file name (a plain link would carry no session). */
export async function exportAoasCsv(filters: AoaSearchFilters): Promise<void> {
  const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  const { blob, filename } = await apiDownload('/aoa/export', { query });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename ?? 'affidavits.csv';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
