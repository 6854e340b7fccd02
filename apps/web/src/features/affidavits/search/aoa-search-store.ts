import { AOA_STATUS_VALUES, type AoaSearchFilters, type AoaStatus } from '@cpe/contract';
import { dateRangeError, type SearchDraft } from '../../../components/search/search-criteria.ts';
import { createStore, type Store } from '../../../lib/store.ts';

export type AoaScope = AoaSearchFilters['scope'];

/** The affidavit search criteria: class text, status, date range and, for staff, the requestor. */
export interface AoaSearchCriteria {
  /** Part of the class title (or its id, digits only). */
  search_text: string;
  status: '' | AoaStatus;
  date_from: string;
  date_to: string;
  /** Part of the requestor's name (the staff search). */
  person_text: string;
}

export const EMPTY_AOA_CRITERIA: AoaSearchCriteria = { search_text: '', status: '', date_from: '', date_to: '', person_text: '' };
export const AOA_DATE_LABELS = { from: 'Class from', to: 'Class to' };
export const AOA_STATUSES = AOA_STATUS_VALUES;

const newStore = () => createStore<SearchDraft<AoaSearchCriteria>>({ draft: EMPTY_AOA_CRITERIA, applied: EMPTY_AOA_CRITERIA });
/** One store per screen, kept for the session: the learner's own search and the staff search do not share criteria. */
export const AOA_SEARCH_STORES: Record<AoaScope, Store<SearchDraft<AoaSearchCriteria>>> = { mine: newStore(), admin: newStore() };

export const aoaCriteriaError = (criteria: AoaSearchCriteria) => dateRangeError(criteria, AOA_DATE_LABELS);

/** The filters of POST /aoa/search and GET /aoa/export: only what is set; digits alone search a class id. */
export function aoaFilters(scope: AoaScope, c: AoaSearchCriteria): AoaSearchFilters {
  const text = c.search_text.trim();
  const person = c.person_text.trim();
  return {
    scope,
    ...(c.status ? { status: c.status } : {}),
    ...(c.date_from ? { startDate: c.date_from } : {}),
    ...(c.date_to ? { endDate: c.date_to } : {}),
    ...(/^\d{1,9}$/.test(text) ? { classId: Number(text) } : text ? { classText: text } : {}),
    ...(scope === 'admin' && person ? { personText: person } : {}),
  };
}
