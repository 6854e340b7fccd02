import type { VENDED_CONTENT_SORTS, VendedContentSearchFilters, VendedContentStatus } from '@cpe/contract';
import { dateRangeError, type SearchDraft } from '../../../components/search/search-criteria.ts';
import { createStore } from '../../../lib/store.ts';

export type VendedSort = (typeof VENDED_CONTENT_SORTS)[number];

/** The vended content search criteria (the Search screens: search text, date range, status filter, vendor). */
export interface VendedSearchCriteria {
  search_text: string;
  status: '' | VendedContentStatus;
  /** The vendor's id as text, '' for every vendor. */
  vendor_id: string;
  date_from: string;
  date_to: string;
}

export interface VendedSearchState extends SearchDraft<VendedSearchCriteria> {
  sort: VendedSort;
}

export const VENDED_DATE_LABELS = { from: 'Updated from', to: 'Updated to' };

export const EMPTY_CRITERIA: VendedSearchCriteria = { search_text: '', status: '', vendor_id: '', date_from: '', date_to: '' };

/** The screen's state for the session, so coming back from an item keeps the vendor and the rest. */
export const vendedSearchStore = createStore<VendedSearchState>({ draft: EMPTY_CRITERIA, applied: EMPTY_CRITERIA, sort: 'updated' });

/** The filters of POST /vendedcontent/search and GET /vendedcontent/export: only those set. */
export function searchFilters(criteria: VendedSearchCriteria, sort: VendedSort): VendedContentSearchFilters {
  const filters: VendedContentSearchFilters = { sort };
  const text = criteria.search_text.trim();
  if (text) filters.search_text = text;
  if (criteria.status) filters.status = criteria.status;
  if (criteria.vendor_id) filters.vendor_id = Number(criteria.vendor_id);
  if (criteria.date_from) filters.date_from = criteria.date_from;
  if (criteria.date_to) filters.date_to = criteria.date_to;
  return filters;
}

/** Why the criteria cannot be searched, or null. */
export function criteriaError(criteria: VendedSearchCriteria): string | null {
  return dateRangeError(criteria, VENDED_DATE_LABELS);
}
