import type { COURSE_SORTS, CourseStatus } from '@cpe/contract';
import { dateRangeError, type SearchDraft } from '../../../components/search/search-criteria.ts';
import { createStore } from '../../../lib/store.ts';

export type CourseSort = (typeof COURSE_SORTS)[number];

/** The criteria of the course search form (search text, date range, status filter, selected criteria). */
export interface CourseSearchCriteria {
  search_text: string;
  status: '' | CourseStatus;
  delivery_method_id: string;
  agenda_type_id: string;
  /** Last updated from / to, YYYY-MM-DD ('' for open). */
  date_from: string;
  date_to: string;
}

export interface CourseSearchState extends SearchDraft<CourseSearchCriteria> {
  sort: CourseSort;
}

export const COURSE_DATE_LABELS = { from: 'Updated from', to: 'Updated to' };

export const EMPTY_CRITERIA: CourseSearchCriteria = {
  search_text: '',
  status: '',
  delivery_method_id: '',
  agenda_type_id: '',
  date_from: '',
  date_to: '',
};

/** The search screen's state for the session; the results themselves stay in the query cache. */
export const courseSearchStore = createStore<CourseSearchState>({ draft: EMPTY_CRITERIA, applied: EMPTY_CRITERIA, sort: 'updated' });

/** The query of GET /course/search (and its export): only the criteria that are set. */
export function searchQuery(criteria: CourseSearchCriteria, sort: CourseSort): Record<string, string> {
  const query: Record<string, string> = {};
  const text = criteria.search_text.trim();
  if (text) query.search_text = text;
  if (criteria.status) query.status = criteria.status;
  if (criteria.delivery_method_id) query.delivery_method_id = criteria.delivery_method_id;
  if (criteria.agenda_type_id) query.agenda_type_id = criteria.agenda_type_id;
  if (criteria.date_from) query.date_from = criteria.date_from;
  if (criteria.date_to) query.date_to = criteria.date_to;
  query.sort = sort;
  return query;
}

/** Why the criteria cannot be searched, or null. */
export function criteriaError(criteria: CourseSearchCriteria): string | null {
  return dateRangeError(criteria, COURSE_DATE_LABELS);
}
