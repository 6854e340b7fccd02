import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Store, useStore } from '../../lib/store.ts';
import type { SearchCriteria, SearchDraft } from './search-criteria.ts';

interface Options<C extends SearchCriteria> {
  /** The criteria of a cleared form. */
  empty: C;
  /** Why the criteria cannot be searched, or null. */
  validate(criteria: C): string | null;
  /** The query key root of the results (['course-search', …]). */
  resultsKey: string;
}

/**
 * The behaviour both search screens share: the form edits the draft; Search checks it and
 * applies it (always asking the server again: coming back from a result shows the kept
 * results instead); Clear empties both.
 */
export function useSearchScreen<C extends SearchCriteria, S extends SearchDraft<C>>(
  store: Store<S>,
  { empty, validate, resultsKey }: Options<C>,
) {
  const state = useStore(store);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  return {
    state,
    /** The props of SearchForm that are the same on every screen. */
    form: {
      criteria: state.draft,
      error,
      onChange: (draft: C) => store.set((s) => ({ ...s, draft })),
      onSearch: () => {
        const problem = validate(store.get().draft);
        setError(problem);
        if (problem) return;
        queryClient.removeQueries({ queryKey: [resultsKey] });
        store.set((s) => ({ ...s, applied: s.draft }));
      },
      onClear: () => {
        setError(null);
        store.set((s) => ({ ...s, draft: empty, applied: empty }));
      },
    },
  };
}
