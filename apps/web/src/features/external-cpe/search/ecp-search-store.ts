import type { EcpStatus } from '@cpe/contract';
import { dateRangeError, type SearchDraft } from '../../../components/search/search-criteria.ts';
import { createStore } from '../../../lib/store.ts';

/** Mine (/learner/cpe/search) or every request of the firm (/learner/cpe/admin/search, staff). */
export type EcpScope = 'mine' | 'admin';

/** The criteria of the form (search text, date range, status filter). */
export interface EcpSearchCriteria {
  search_text: string;
  status: '' | EcpStatus;
  date_from: string;
  date_to: string;
}

export const ECP_DATE_LABELS = { from: 'Completed from', to: 'Completed to' };

export const EMPTY_ECP_CRITERIA: EcpSearchCriteria = { search_text: '', status: '', date_from: '', date_to: '' };

/** Each screen keeps its criteria for the session; the results stay in the query cache. */
export const ecpSearchStores: Record<EcpScope, ReturnType<typeof createStore<SearchDraft<EcpSearchCriteria>>>> = {
  mine: createStore<SearchDraft<EcpSearchCriteria>>({ draft: EMPTY_ECP_CRITERIA, applied: EMPTY_ECP_CRITERIA }),
  admin: createStore<SearchDraft<EcpSearchCriteria>>({ draft: EMPTY_ECP_CRITERIA, applied: EMPTY_ECP_CRITERIA }),
};

/** The filters of POST /requests/ext-cpe/search and of its export: only what is set. */
export function ecpFilters(scope: EcpScope, c: EcpSearchCriteria) {
  const text = c.search_text.trim();
  return {
    scope,
    ...(c.status ? { status: c.status } : {}),
    ...(c.date_from ? { startDate: c.date_from } : {}),
    ...(c.date_to ? { endDate: c.date_to } : {}),
    ...(text ? { text } : {}),
  };
}

export const ecpCriteriaError = (c: EcpSearchCriteria) => dateRangeError(c, ECP_DATE_LABELS);
