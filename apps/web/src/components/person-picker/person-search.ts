import { calls, PERSON_SEARCH_MAX_IDS, type PERSON_SEARCH_TYPES, type PersonSearchHit, type PersonSearchQuery } from '@cpe/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../lib/call.ts';

export type PersonSearchType = (typeof PERSON_SEARCH_TYPES)[number];
/** A person a picker offers or shows; person_type when the server said it (search results). */
export interface PersonOption {
  id: number;
  name: string;
  person_type?: PersonSearchHit['person_type'];
}

/** How long typing must pause before the picker asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;
// A picker's answers hardly change while someone works: reuse them for a minute.
const STALE_MS = 60_000;

/** The value, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const searchPeople = (query: PersonSearchQuery, signal: AbortSignal) => call(calls.searchPersons, { query, signal }).then((r) => r.people);

/** GET /persons/search?q&type: the people whose name, display id or e-mail starts with `text`. */
export function usePersonSearch(text: string, type: PersonSearchType, enabled: boolean) {
  return useQuery({
    queryKey: ['person-search', type, text],
    queryFn: ({ signal }) => searchPeople({ q: text || undefined, type }, signal),
    enabled,
    staleTime: STALE_MS,
    // While the next answer loads, the list keeps the previous one instead of emptying.
    placeholderData: keepPreviousData,
  });
}

/** GET /persons/search?ids: the names of people already chosen (the first 50 asked for). */
export function usePeopleByIds(ids: readonly number[]) {
  const wanted = [...new Set(ids)].sort((a, b) => a - b).slice(0, PERSON_SEARCH_MAX_IDS);
  return useQuery({
    queryKey: ['person-search', 'ids', wanted],
    queryFn: ({ signal }) => searchPeople({ ids: wanted.join(','), type: 'all', limit: PERSON_SEARCH_MAX_IDS }, signal),
    enabled: wanted.length > 0,
    staleTime: STALE_MS,
  });
}
