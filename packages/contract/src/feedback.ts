/**
 * Feedback on an offering's pages (spec §3 Feedback item, §4 Feedback, §2 Layouts).
 * Each step of a layout shows a status icon from its page's feedback: a red
 * warning triangle while any item is unresolved, a green check once every item
 * is resolved, and nothing when the page has no feedback.
 */
export interface FeedbackItem {
  page_identifier: string;
  /** 1 or true once resolved. */
  is_resolved: 0 | 1 | boolean;
  id?: number;
  feedback_id?: number;
  field_identifier?: string | null;
  feedback_note?: string | null;
  Submitter?: string | null;
  feedback_on?: string | null;
  resolved_on?: string | null;
  Resolver?: string | null;
  resolution_note?: string | null;
}

/** unresolved: red warning triangle; resolved: green check; none: no icon. */
export type FeedbackStatus = 'unresolved' | 'resolved' | 'none';

/** The status of the items of one page, or of all items when no page is given. */
export function feedbackStatus(items: readonly FeedbackItem[], pageIdentifier?: string): FeedbackStatus {
  const relevant = pageIdentifier === undefined ? items : items.filter((item) => item.page_identifier === pageIdentifier);
  if (relevant.length === 0) return 'none';
  return relevant.some((item) => !item.is_resolved) ? 'unresolved' : 'resolved';
}
