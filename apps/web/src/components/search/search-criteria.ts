/**
 * What every search screen keeps: search text, a date range and a
 * status filter; a screen may add a single date and a person. Values are the form's strings
 * ('' when not set); dates are YYYY-MM-DD.
 */
export interface SearchCriteria {
  search_text: string;
  status: string;
  date_from: string;
  date_to: string;
  /** One day (class search: a class day). */
  date?: string;
  /** A person, by id (class search: a learner or instructor of the class). */
  person_id?: string;
}

/** A search screen's session state: what the form shows, and what the results were searched with. */
export interface SearchDraft<C extends SearchCriteria> {
  /** Kept while the user visits a result and comes back. */
  draft: C;
  applied: C;
}

/** The labels of the date range fields, also used in its error message. */
export interface DateRangeLabels {
  from: string;
  to: string;
}

/** Why the date range cannot be searched (from after to), or null. */
export function dateRangeError(criteria: SearchCriteria, labels: DateRangeLabels): string | null {
  if (criteria.date_from && criteria.date_to && criteria.date_from > criteria.date_to)
    return `${labels.from} must not be after ${labels.to}.`;
  return null;
}
