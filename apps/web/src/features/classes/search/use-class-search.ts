import { calls } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-download.ts';
import { call } from '../../../lib/call.ts';
import type { ClassRow } from '../api/class-types.ts';

export interface ClassSearchPage {
  items: ClassRow[];
  nextCursor: string | null;
}

/** Rows per page ('Load more' asks for the next page with nextCursor). */
export const CLASS_PAGE_SIZE = 25;
// Going back from a class shows the results kept from before at once.
const KEEP_RESULTS_MS = 30 * 60_000;

/** GET /class/search with keyset paging: each page's nextCursor is the next page's `after`. */
export function useClassSearch(query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: ['class-search', query],
    queryFn: ({ pageParam, signal }) =>
      call(calls.searchClasses, { query: { ...query, limit: CLASS_PAGE_SIZE, after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    gcTime: KEEP_RESULTS_MS,
  });
}

/** GET /class/search/export with the search's filters, saved under the server's file name. */
export async function exportClassesCsv(query: Record<string, string>): Promise<void> {
  const { blob, filename } = await apiDownload('/class/search/export', { query });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename ?? 'classes.csv';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
