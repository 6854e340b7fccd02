import type { LOCAL_LEARNING_SORTS, LocalLearningStatus } from '@cpe/contract';
import { dateRangeError, type SearchDraft } from '../../../components/search/search-criteria.ts';
import { createStore } from '../../../lib/store.ts';

export type LocalLearningSort = (typeof LOCAL_LEARNING_SORTS)[number];

/**
 * Which view the screen is: /locallearning-search, the caller's own local learnings (those
 * they created: the search's `mine`), or the staff admin view ?page=admin, every one the local
 * learning policy lets the caller see (all for holders of an LLP code, one's own otherwise).
 * Each keeps its own criteria.
 */
export type LocalLearningScope = 'mine' | 'admin';

/** The criteria of the local learning search form (search text, date range, status filter). */
export interface LocalLearningCriteria {
  search_text: string;
  status: '' | LocalLearningStatus;
  /** Last updated from / to, YYYY-MM-DD ('' for open). */
  date_from: string;
  date_to: string;
}

export interface LocalLearningSearchState extends SearchDraft<LocalLearningCriteria> {
  sort: LocalLearningSort;
}

export const LOCAL_LEARNING_DATE_LABELS = { from: 'Updated from', to: 'Updated to' };

export const EMPTY_CRITERIA: LocalLearningCriteria = { search_text: '', status: '', date_from: '', date_to: '' };

const store = () => createStore<LocalLearningSearchState>({ draft: EMPTY_CRITERIA, applied: EMPTY_CRITERIA, sort: 'updated' });

/** Each list keeps its own criteria for the session (state kept when coming back). */
export const localLearningSearchStores: Readonly<Record<LocalLearningScope, ReturnType<typeof store>>> = {
  mine: store(),
  admin: store(),
};

/** The filters of POST /locallearning/search and GET /locallearning/export: the view's scope and the criteria that are set. */
export function searchFilters(criteria: LocalLearningCriteria, sort: LocalLearningSort, scope: LocalLearningScope) {
  const text = criteria.search_text.trim();
  return {
    mine: scope === 'mine',
    ...(text ? { search_text: text } : {}),
    ...(criteria.status ? { status: criteria.status } : {}),
    ...(criteria.date_from ? { date_from: criteria.date_from } : {}),
    ...(criteria.date_to ? { date_to: criteria.date_to } : {}),
    sort,
  };
}

/** Why the criteria cannot be searched, or null. */
export function criteriaError(criteria: LocalLearningCriteria): string | null {
  return dateRangeError(criteria, LOCAL_LEARNING_DATE_LABELS);
}
