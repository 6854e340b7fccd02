/**
 * The kinds of agenda (ADR 0023): a course, and the other offering types of the product that
 * are built on an agenda — local learning, independent study and vended content. Each is a
 * row of the server's `courses` with its kind, so the course's steps (agenda, credits,
 * content review, NASBA questions, documentation, versions, audit) serve every kind; each
 * kind has its statuses, its page configuration category and its policy.
 */

export const OFFERING_KINDS = ['course', 'local_learning', 'independent_study', 'vended_content'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];

/** The local learning header's course_status. */
export const LOCAL_LEARNING_STATUSES = ['Draft', 'Pending Signoff', 'Pending Delivery', 'Not Approved'] as const;
export type LocalLearningStatus = (typeof LOCAL_LEARNING_STATUSES)[number];

/** An independent study is signed off like a course; Not Approved ends it (ours: the spec names no states). */
export const INDEPENDENT_STUDY_STATUSES = ['Draft', 'Pending Signoff', 'Finalized', 'Not Approved'] as const;
export type IndependentStudyStatus = (typeof INDEPENDENT_STUDY_STATUSES)[number];

/** Vended content is edited in Draft (VCP001) and approved with its checklist. */
export const VENDED_CONTENT_STATUSES = ['Draft', 'Approved'] as const;
export type VendedContentStatus = (typeof VENDED_CONTENT_STATUSES)[number];

/** Every kind's statuses together: an agenda's course_status as GET /course/{id} answers it for any kind. */
export const OFFERING_STATUS_VALUES = [
  'Draft',
  'Pending Signoff',
  'Finalized',
  'Editing',
  'Pending Delivery',
  'Approved',
  'Not Approved',
] as const;

export const OFFERING_STATUSES: Readonly<Record<OfferingKind, readonly string[]>> = {
  course: ['Draft', 'Pending Signoff', 'Finalized', 'Editing'],
  local_learning: LOCAL_LEARNING_STATUSES,
  independent_study: INDEPENDENT_STUDY_STATUSES,
  vended_content: VENDED_CONTENT_STATUSES,
};

/** Each kind's page configuration category (page_configs.category) and element configuration location. */
export const OFFERING_PAGE_CATEGORY: Readonly<Record<OfferingKind, string>> = {
  course: 'course',
  local_learning: 'locallearning',
  independent_study: 'independentstudy',
  vended_content: 'vendedcontent',
};

/**
 * Statuses in which an agenda is final and its class may be run ('Action cannot be
 * taken on the class until the course agenda has been finalized'): a Finalized course or
 * independent study, a local learning Pending Delivery, Approved vended content.
 */
export const AGENDA_FINAL_STATUSES = ['Finalized', 'Pending Delivery', 'Approved'] as const;

export function isAgendaFinal(status: string): boolean {
  return (AGENDA_FINAL_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether the roster of an agenda's class may be changed: once the agenda is final, except
 * that a local learning's roster is kept while it is prepared and delivered (ADR 0025; who
 * may change it is the local learning policy's `edit`), and not once it is Not Approved.
 */
export function rosterOpen(kind: string, status: string): boolean {
  return kind === 'local_learning' ? status !== 'Not Approved' : isAgendaFinal(status);
}

/**
 * The kinds whose classes are run on days with a roster, attendance and codes: class search
 * and the AOA class search list only their classes. The delivery classes of independent
 * study and vended content have no days; their rosters are filled by completions.
 */
export const CLASS_RUN_KINDS: readonly OfferingKind[] = ['course', 'local_learning'];

export function isOfferingKind(value: string): value is OfferingKind {
  return (OFFERING_KINDS as readonly string[]).includes(value);
}

/** The noun of a kind in messages ('Local learning 7 was not found'). */
export const OFFERING_NOUNS: Readonly<Record<OfferingKind, string>> = {
  course: 'Course',
  local_learning: 'Local learning',
  independent_study: 'Independent study',
  vended_content: 'Vended content',
};
