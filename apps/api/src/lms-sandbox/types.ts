/**
 * What the sandbox keeps. It plays one LMS account per (dialect, tenant) pair — a "system" —
 * so a tenant on SAP and the same tenant on SABA never see each other's records, as with
 * real, separate products. Everything here is plain JSON so the state can be persisted as is.
 */

// CSOD takes the local learning submissions of every tenant (ADR 0024).
export const DIALECTS = ['SAP', 'LCVISTA', 'SABA', 'CSOD'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** Prefix of the ids a dialect hands out, e.g. SAP-CRS-000001, LCV-CLS-000002, SABA-REQ-000003, CSOD-CLS-000004. */
export const ID_PREFIX: Record<Dialect, string> = { SAP: 'SAP', LCVISTA: 'LCV', SABA: 'SABA', CSOD: 'CSOD' };

export interface CourseInput {
  lmsId: string | null;
  externalId: string;
  organization: string;
  title: string;
  deliveryMethod: string;
  agendaType: string;
  version: number;
  credits: number;
  fieldsOfStudy: { name: string; credits: number }[];
}

export interface ClassInput {
  lmsId: string | null;
  externalId: string;
  courseLmsId: string;
  title: string;
  startDate: string;
  endDate: string;
  timezone: string;
  status: string;
  /** The sender's roster: each learner the class lacks is enrolled, none is dropped. Null leaves the roster as it is. */
  roster: Learner[] | null;
}

/** One field of study's part of a completion's credits. */
export interface CompletionField {
  fieldOfStudy: string;
  credits: number;
}

export interface CompletionInput {
  personExternalId: string;
  credits: number;
  /** The credit minutes, when the sender gave them. */
  minutes: number | null;
  /** The split of the credits by field of study; empty when the sender gave none. */
  fields: CompletionField[];
  completedOn: string;
}

/** An approved external CPE request of a learner (LMS types that take external training). */
export interface ExternalTrainingInput {
  externalId: string;
  learnerId: string;
  title: string;
  sponsor: string | null;
  completedOn: string;
  credits: number;
}

export interface Learner {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type CourseRecord = Omit<CourseInput, 'lmsId'> & { lmsId: string; updatedAt: string };
/** externalId is null for classes that exist only in the LMS (the seeds). */
export type ClassRecord = Omit<ClassInput, 'lmsId' | 'externalId' | 'roster'> & {
  lmsId: string;
  externalId: string | null;
  roster: Learner[];
  updatedAt: string;
};
export type CompletionRecord = CompletionInput & { recordedAt: string };

export type MessageBody =
  | { kind: 'course'; course: CourseInput }
  | { kind: 'class'; cls: ClassInput }
  | { kind: 'completion'; classLmsId: string; completion: CompletionInput }
  | { kind: 'external-training'; training: ExternalTrainingInput };

export interface QueuedMessage {
  body: MessageBody;
  state: 'pending' | 'processed' | 'failed';
  error?: string;
}

export interface TicketRecord {
  id: string;
  createdAt: string;
  /** Set when the ticket was accepted under failureMode 'process-error'. */
  simulateFailure: boolean;
  messages: QueuedMessage[];
  /** The course or class id the LMS assigned or updated. */
  objectId: string | null;
}

export interface LmsSystem {
  dialect: Dialect;
  tenant: string;
  nextCourse: number;
  nextClass: number;
  courses: Record<string, CourseRecord>;
  classes: Record<string, ClassRecord>;
  /** By class LMS id, then by learner external id (a later completion replaces an earlier one). */
  completions: Record<string, Record<string, CompletionRecord>>;
  tickets: Record<string, TicketRecord>;
  /** External training records by their LMS id; absent in state files written before they existed. */
  externalTrainings?: Record<string, ExternalTrainingInput & { lmsId: string; recordedAt: string }>;
  /**
   * The ticket each Idempotency-Key header has answered: a submit repeated with the same key
   * (a caller that died before it read the answer) gets that ticket back and enqueues nothing.
   * Absent in state files written before keys existed.
   */
  idempotency?: Record<string, string>;
}

export interface SandboxState {
  nextTicket: number;
  /** By `${dialect}:${tenant}`. */
  systems: Record<string, LmsSystem>;
}

/** What a status endpoint reports, before each dialect renames it. */
export interface TicketView {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  pending: number;
  /** Messages no longer pending, whether they succeeded or failed. */
  processed: number;
  errors: string[];
  objectId: string | null;
}

export type FailureMode = 'none' | 'http-error' | 'process-error';

export interface SandboxControl {
  latencyMs?: number;
  failureMode?: FailureMode;
  /** How many requests fail before the sandbox recovers; unset = until switched off. */
  failCount?: number;
  /**
   * Hold the answer to each submit this long after recording it, as an answer lost on the
   * way back would: a test can stop the caller before it learns its ticket. 0 answers at once.
   */
  answerDelayMs?: number;
}

/** An answer other than 2xx; each dialect renders it in its own error format. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const pad6 = (n: number) => String(n).padStart(6, '0');
