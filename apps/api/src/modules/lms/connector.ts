/**
 * The one interface through which the server talks to a tenant's learning management system
 * (a class or course synced with an external learning system). Each LMS type speaks its own HTTP dialect;
 * an adapter per type (./adapters) maps it to these common types. Every call is asynchronous on
 * the LMS side: a submit answers with a ticket, and the caller polls `ticketStatus` until `done`.
 */

export const LMS_CONNECTOR_TYPES = ['SAP', 'LCVISTA', 'SABA', 'CSOD'] as const;
export type LmsType = (typeof LMS_CONNECTOR_TYPES)[number];
// SAP, LCVISTA and SABA are the default-LMS choices; Cornerstone (CSOD) is not one:
// it takes every tenant's local learning submissions (ADR 0024).

export interface LmsFieldOfStudy {
  name: string;
  credits: number;
}

export interface LmsCourse {
  /** Our course id (the LMS keeps it as its external reference). */
  courseId: number;
  tenant: string;
  title: string;
  deliveryMethod: string;
  agendaType: string;
  version: number;
  /** The LMS's id once the course has been synced; null creates it. */
  lmsId: string | null;
  credits: number;
  fieldsOfStudy: LmsFieldOfStudy[];
}

/** A learner of our class roster, as the class is sent to the LMS. */
export interface LmsEnrollment {
  /** The learner's id in the LMS (lmsLearnerIds: the primary id value, else the primary e-mail). */
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface LmsClass {
  /** Our class id. */
  classId: number;
  courseLmsId: string;
  title: string;
  /** ISO 8601 date-times. */
  startDate: string;
  endDate: string;
  /** IANA name, e.g. America/New_York. */
  timezone: string;
  lmsId: string | null;
  status: string;
  /**
   * Our roster: the LMS enrolls each learner it lacks (matched by id or e-mail) and keeps
   * the learners it has. Absent leaves the LMS's roster as it is.
   */
  roster?: LmsEnrollment[];
}

export interface LmsLearner {
  externalId: string;
  name: string;
  email: string;
}

export interface LmsClassDetails {
  lmsId: string;
  courseLmsId: string;
  title: string;
  startDate: string;
  endDate: string;
  timezone: string;
  status: string;
  roster: LmsLearner[];
}

/** One field of study's part of a completion's credits. */
export interface LmsCompletionField {
  /** The field's name, as fields_of_study.name holds it (e.g. 'Taxes'). */
  fieldOfStudy: string;
  credits: number;
}

/**
 * A learner's completion of a class, as the transcript has it (issue 27: one credit record
 * per completion, the same figures everywhere).
 */
export interface LmsCompletion {
  personExternalId: string;
  /** The completion's total credits. */
  credits: number;
  /** The credit minutes the total was computed from; absent sends none. */
  minutes?: number;
  /** The split of `credits` by field of study (adds up to `credits`); absent sends none. */
  fields?: LmsCompletionField[];
  /** ISO date (YYYY-MM-DD). */
  completedOn: string;
}

/** CPE a learner took outside the firm, approved (an external CPE request; ADR 0022). */
export interface LmsExternalTraining {
  /** Our request id (the LMS keeps it as its external reference). */
  requestId: number;
  personExternalId: string;
  title: string;
  sponsor: string | null;
  /** YYYY-MM-DD */
  completedOn: string;
  deliveryMethod: string | null;
  credits: number;
  fieldsOfStudy: LmsFieldOfStudy[];
}

/**
 * Whether each LMS type takes external training records: SAP and LCvista record learners'
 * outside CPE; SABA does not, so an approved request stays with us there. CSOD only takes local
 * learning (ADR 0024).
 */
export const LMS_TAKES_EXTERNAL_TRAINING: Record<LmsType, boolean> = { SAP: true, LCVISTA: true, SABA: false, CSOD: false };

export interface LmsTicket {
  ticketId: string;
}

/** The queued status the screens poll: finished when nothing is left unprocessed. */
export interface LmsTicketStatus {
  qty_in_queue: number;
  unprocessed_messages: number;
  processed_messages: number;
  error_messages: string[];
  done: boolean;
  /** done and no error messages. */
  success: boolean;
  /** The id the LMS gave the course or class, once it has processed it. */
  lmsId?: string;
}

/** How a submit is sent. */
export interface LmsSubmitOptions {
  /**
   * Sent as the Idempotency-Key header: the LMS answers a submit repeated with the same key
   * with the first one's ticket and enqueues nothing, so a caller that died before it kept
   * its ticket can send again safely.
   */
  idempotencyKey?: string;
}

export interface LmsConnector {
  readonly type: LmsType;
  submitCourse(course: LmsCourse, options?: LmsSubmitOptions): Promise<LmsTicket>;
  submitClass(cls: LmsClass, options?: LmsSubmitOptions): Promise<LmsTicket>;
  /** null when the LMS has no class with that id. */
  fetchClass(lmsClassId: string): Promise<LmsClassDetails | null>;
  submitCompletions(lmsClassId: string, completions: LmsCompletion[], options?: LmsSubmitOptions): Promise<LmsTicket>;
  ticketStatus(ticketId: string): Promise<LmsTicketStatus>;
  /** Present on the adapters of LMS types that take external training (LMS_TAKES_EXTERNAL_TRAINING). */
  submitExternalTraining?(training: LmsExternalTraining, options?: LmsSubmitOptions): Promise<LmsTicket>;
}

export interface LmsConnectorOptions {
  /** Base URL of the LMS; `{tenant}` is replaced by the tenant's sub-domain. */
  baseUrl: string;
  /** The tenant whose LMS account is addressed (each dialect carries it its own way). */
  tenant: string;
  /** Sent as a bearer token when set. */
  apiKey?: string | undefined;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** A failed LMS call. The message is fit to show to a user as is. */
export class LmsError extends Error {
  override readonly name = 'LmsError';
  constructor(
    message: string,
    /** The LMS's HTTP status; undefined when it could not be reached or timed out. */
    readonly status?: number,
  ) {
    super(message);
  }
}
