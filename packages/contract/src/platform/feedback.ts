/**
 * Feedback on an offering's pages (feedback items, unresolved or resolved, and each step's status icon).
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

/** The pages feedback is left on, and the sections of the Review Summary dialog, in order. */
export const FEEDBACK_SECTIONS = [
  'Course Details',
  'Local Learning Details',
  'Independent Study Details',
  'Request Details',
  'CPE Information',
  'IRS CE Information',
  'Sponsor Information',
  'Agenda Details',
  'Documentation',
  'NASBA Questions',
  'Awards',
  'Program Qualification',
  'Details',
  'Verification',
  'Attendance',
] as const;
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number];

/** Feedback grouped by section in the product's order, for the Review Summary dialog; empty sections are left out. */
export function feedbackBySection<T extends FeedbackItem>(items: readonly T[]): { section: string; items: T[] }[] {
  const known = FEEDBACK_SECTIONS as readonly string[];
  const sections = [...known, ...new Set(items.map((i) => i.page_identifier).filter((p) => !known.includes(p)))];
  return sections
    .map((section) => ({ section, items: items.filter((i) => i.page_identifier === section) }))
    .filter((s) => s.items.length > 0);
}
