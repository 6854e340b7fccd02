import type { UserSearchFilters, UserSearchType } from '@cpe/contract';
import { createStore } from '../../../lib/store.ts';

/** The user administration search's criteria: the text and the person type. */
export interface UserSearchCriteria {
  search_text: string;
  type: UserSearchType;
}

export interface UserSearchState {
  /** What the form shows, kept while the user visits a person and comes back. */
  draft: UserSearchCriteria;
  applied: UserSearchCriteria;
}

export const EMPTY_USER_CRITERIA: UserSearchCriteria = { search_text: '', type: 'both' };

/** The screen's state for the session (search screens keep their text and results). */
export const userSearchStore = createStore<UserSearchState>({ draft: EMPTY_USER_CRITERIA, applied: EMPTY_USER_CRITERIA });

/**
 * The filters of POST /user-administration/search and its export. A type the caller cannot
 * choose (kept from another session's choices) falls back to their first choice.
 */
export function userSearchFilters(criteria: UserSearchCriteria, choices: readonly UserSearchType[]): UserSearchFilters {
  const type = choices.includes(criteria.type) ? criteria.type : (choices[0] ?? 'both');
  const q = criteria.search_text.trim();
  return q ? { q, type } : { type };
}

export const TYPE_LABELS: Record<UserSearchType, string> = { both: 'Internal and external', internal: 'Internal', external: 'External' };
