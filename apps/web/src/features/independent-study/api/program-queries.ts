import { calls, type ProgramStatus } from '@cpe/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { createStore } from '../../../lib/store.ts';

/** The programs list's criteria, kept for the session. */
export interface ProgramCriteria {
  text: string;
  status: '' | ProgramStatus;
}
export const EMPTY_PROGRAM_CRITERIA: ProgramCriteria = { text: '', status: 'Open' };
export const programCriteriaStore = createStore<{ draft: ProgramCriteria; applied: ProgramCriteria }>({
  draft: EMPTY_PROGRAM_CRITERIA,
  applied: EMPTY_PROGRAM_CRITERIA,
});

export const PROGRAM_SEARCH_KEY = 'alt-program-search';

/** POST /alt-programs/search with keyset paging: each page's nextCursor asks for the next. */
export function useProgramSearch(criteria: ProgramCriteria) {
  const filters = {
    ...(criteria.text.trim() ? { text: criteria.text.trim() } : {}),
    ...(criteria.status ? { status: criteria.status } : {}),
  };
  return useInfiniteQuery({
    queryKey: [PROGRAM_SEARCH_KEY, filters],
    queryFn: ({ pageParam, signal }) => call(calls.searchPrograms, { body: { ...filters, cursor: pageParam, limit: 25 }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
