import type { ClassStatus } from '@cpe/contract';
import { dateRangeError, type SearchDraft } from '../../../components/search/search-criteria.ts';
import { createStore } from '../../../lib/store.ts';

/** The class search criteria (the Search screens: search text, date range, single date, person, status filter). */
export interface ClassSearchCriteria {
  search_text: string;
  status: '' | ClassStatus;
  /** A class day from / to, YYYY-MM-DD ('' for open). */
  date_from: string;
  date_to: string;
  /** One class day, YYYY-MM-DD. */
  date: string;
  /** A person on the class (a learner on the roster or an instructor), by person id. */
  person_id: string;
  course_id: string;
}

export interface ClassSearchState extends SearchDraft<ClassSearchCriteria> {
  /** The attendance code type, default 1. */
  attendanceCodeType: number;
  /** The documentation type, default 2. */
  documentationType: number;
}

export const EMPTY_CLASS_CRITERIA: ClassSearchCriteria = {
  search_text: '',
  status: '',
  date_from: '',
  date_to: '',
  date: '',
  person_id: '',
  course_id: '',
};

export const CLASS_DATE_LABELS = { from: 'Date from', to: 'Date to' };

export const DEFAULT_ATTENDANCE_CODE_TYPE = 1;
export const DEFAULT_DOCUMENTATION_TYPE = 2;

/** The search screen's state for the session; the results themselves stay in the query cache. */
export const classSearchStore = createStore<ClassSearchState>({
  draft: EMPTY_CLASS_CRITERIA,
  applied: EMPTY_CLASS_CRITERIA,
  attendanceCodeType: DEFAULT_ATTENDANCE_CODE_TYPE,
  documentationType: DEFAULT_DOCUMENTATION_TYPE,
});

/** The query of GET /class/search (and its export): only the criteria that are set. */
export function classSearchQuery(criteria: ClassSearchCriteria): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(criteria)) {
    const text = value.trim();
    if (text) query[key] = text;
  }
  return query;
}

/** Why the criteria cannot be searched, or null. */
export function classCriteriaError(criteria: ClassSearchCriteria): string | null {
  const dates = dateRangeError(criteria, CLASS_DATE_LABELS);
  if (dates) return dates;
  if (criteria.course_id && !/^\d{1,10}$/.test(criteria.course_id.trim())) return 'Course ID must be a number.';
  if (criteria.person_id && !/^\d{1,10}$/.test(criteria.person_id.trim())) return 'Choose a person from the list.';
  return null;
}
