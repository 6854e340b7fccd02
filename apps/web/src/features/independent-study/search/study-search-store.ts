import type { INDEPENDENT_STUDY_SORTS, IndependentStudyStatus } from '@cpe/contract';
import { createStore } from '../../../lib/store.ts';

export type StudySort = (typeof INDEPENDENT_STUDY_SORTS)[number];

/** The independent study search's criteria: search text, status filter, program. */
export interface StudyCriteria {
  text: string;
  status: '' | IndependentStudyStatus;
  /** A program id, as typed ('' for any). */
  program_id: string;
}

export const EMPTY_STUDY_CRITERIA: StudyCriteria = { text: '', status: '', program_id: '' };

/** Kept for the session: coming back from a study shows the same search. */
export const studySearchStore = createStore<{ draft: StudyCriteria; applied: StudyCriteria; sort: StudySort }>({
  draft: EMPTY_STUDY_CRITERIA,
  applied: EMPTY_STUDY_CRITERIA,
  sort: 'updated',
});

/** Why the criteria cannot be searched, or null. */
export function studyCriteriaError(c: StudyCriteria): string | null {
  return c.program_id.trim() !== '' && !/^\d{1,9}$/.test(c.program_id.trim()) ? 'Program ID is a number.' : null;
}

export interface StudyFilters {
  text?: string;
  status?: IndependentStudyStatus;
  program_id?: number;
  sort: StudySort;
}

/** The filters of POST /ind-study/search and GET /ind-study/export: only those that are set. */
export function studyFilters(c: StudyCriteria, sort: StudySort): StudyFilters {
  const filters: StudyFilters = { sort };
  if (c.text.trim()) filters.text = c.text.trim();
  if (c.status) filters.status = c.status;
  if (c.program_id.trim()) filters.program_id = Number(c.program_id.trim());
  return filters;
}

/** The same filters as the export's query string. */
export const exportQuery = (f: StudyFilters) => new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString();
