/**
 * Affidavit of attendance rules: its statuses, how it is
 * verified, which steps are enabled, and what a submit or a cancel does. Pure: the server
 * decides with these and sends the outcome, and the screens read the same names.
 */
import { AOA_STEP_LIST, type AoaStepKey } from './aoa-steps.ts';

/** Learning object type id of an AOA (feedback, workflow history, documents, /audit-info). */
export const AOA_OBJECT_TYPE = 7;

export const AOA_STATUS_VALUES = ['Draft', 'Submitted', 'Approved', 'Not Approved', 'Voided'] as const;
export type AoaStatus = (typeof AOA_STATUS_VALUES)[number];
export const AOA_STATUS = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  notApproved: 'Not Approved',
  voided: 'Voided',
} as const satisfies Record<string, AoaStatus>;

/** The attachment type of an affidavit's documents (the tenant baseline seeds it). */
export const AOA_ATTACHMENT_TYPE = { id: 70, name: 'Attendance Documentation' } as const;

/** Verify type ids: 1 by attendance code, 2 by documents (2 means document-based). */
export const VERIFY_TYPE = { code: 1, documents: 2 } as const;
export type VerifyTypeId = (typeof VERIFY_TYPE)[keyof typeof VERIFY_TYPE];
/** The verificationType the details carry for each verify type id. */
export const VERIFICATION_TYPE_NAMES: Readonly<Record<VerifyTypeId, string>> = {
  1: 'Attendance Code',
  2: 'Documents',
};
export function verificationTypeName(verifyTypeId: number | null | undefined): string | null {
  return verifyTypeId === VERIFY_TYPE.code || verifyTypeId === VERIFY_TYPE.documents ? VERIFICATION_TYPE_NAMES[verifyTypeId] : null;
}

/** What the step rule reads of an AOA. */
export interface AoaStepFacts {
  classId: number | null;
  verificationType: string | null;
  rosterId: number | null;
  /** Days the learner declared attended. */
  attendedDays: number;
}

/**
 * AOA step rule: Verification once a class is linked; Attendance when both verificationType and
 * rosterId exist; Confirmation when at least one declared day is attended; Approval and
 * Audit always (the AOA exists).
 */
export function aoaStepsEnabled(facts: AoaStepFacts): Record<AoaStepKey, boolean> {
  const attendance = facts.verificationType !== null && facts.rosterId !== null;
  return {
    verification: facts.classId !== null,
    attendance,
    confirmation: attendance && facts.attendedDays > 0,
    approval: true,
    audit: true,
  };
}

/** The steps in menu order with their enablement, as GET /aoa/{id} sends them. */
export function aoaSteps(facts: AoaStepFacts): { key: AoaStepKey; title: string; path: string; enabled: boolean }[] {
  const enabled = aoaStepsEnabled(facts);
  return AOA_STEP_LIST.map((s) => ({ key: s.key, title: s.title, path: s.path, enabled: enabled[s.key] }));
}

/** An AOA's state as submit and cancel read it. */
export interface AoaState {
  status: AoaStatus;
  verifyTypeId: number | null;
  rosterId: number | null;
  isConfirmed: boolean;
  attendedDays: number;
  /** A code was verified and is kept (verify type 1). */
  codeVerified: boolean;
  /** Live documents of the affidavit (verify type 2). */
  documents: number;
}

export type SubmitDecision =
  | { kind: 'submit' }
  | { kind: 'approve' }
  /** The verified code's AOA expiry passed: clear the verification, stay Draft. */
  | { kind: 'expired' }
  | { kind: 'refuse'; reason: SubmitRefusal };
export type SubmitRefusal =
  | 'notEditable'
  | 'confirmFirst'
  | 'needsVerification'
  | 'noDocuments'
  | 'needsAttendedDay'
  | 'checklistFails'
  | 'notSubmitted'
  | 'alreadySubmitted';

export interface SubmitRequest {
  /** isConfirmed=1 of the body. */
  confirmed: boolean;
  /**
   * isSubmitted=1 of the body: the caller asks for 'Approved'. It is a request, not
   * a grant: it approves only where approval is the caller's to give (see decideSubmit).
   */
  approve: boolean;
  /** The caller decides affidavits (AOA050) and is not this one's requestor: no one approves their own documents. */
  asStaff: boolean;
  /** The verified code's AOA expiry has passed by now (only read for code verification). */
  codeExpired: boolean;
  /** Every row of the approval checklist passes. */
  checklistPasses: boolean;
}

/**
 * PUT /aoa/submit ("Submitting with isConfirmed=1 gives 'Submitted', or 'Approved' if
 * isSubmitted=1"). Authority is a ceiling, so isSubmitted=1 approves only where approval is
 * allowed (ADR 0021, 0053):
 * - the requestor's Draft backed by a verified code still within its AOA expiry: the code is
 *   the proof, so it is Approved at once; with isSubmitted=0 it is Submitted for staff instead;
 * - the requestor's Draft backed by documents is Submitted whatever isSubmitted says: documents
 *   need a person other than the learner to approve them;
 * - a Submitted one is Approved by AOA050 staff other than its requestor, with isSubmitted=1,
 *   when the checklist passes; isSubmitted=0 on it has nothing left to do.
 */
export function decideSubmit(aoa: AoaState, req: SubmitRequest): SubmitDecision {
  if (aoa.status === 'Submitted') {
    if (!req.asStaff) return { kind: 'refuse', reason: 'notEditable' };
    if (!req.approve) return { kind: 'refuse', reason: 'alreadySubmitted' };
    return req.checklistPasses ? { kind: 'approve' } : { kind: 'refuse', reason: 'checklistFails' };
  }
  if (aoa.status !== 'Draft') return { kind: 'refuse', reason: req.asStaff ? 'notSubmitted' : 'notEditable' };
  if (!req.confirmed && !aoa.isConfirmed) return { kind: 'refuse', reason: 'confirmFirst' };
  if (aoa.verifyTypeId === null || aoa.rosterId === null) return { kind: 'refuse', reason: 'needsVerification' };
  if (aoa.verifyTypeId === VERIFY_TYPE.code && !aoa.codeVerified) return { kind: 'refuse', reason: 'needsVerification' };
  if (aoa.verifyTypeId === VERIFY_TYPE.documents && aoa.documents === 0) return { kind: 'refuse', reason: 'noDocuments' };
  if (aoa.attendedDays === 0) return { kind: 'refuse', reason: 'needsAttendedDay' };
  // A code is checked again at every submit: past its AOA expiry it backs nothing (ADR 0021).
  if (aoa.verifyTypeId === VERIFY_TYPE.code && req.codeExpired) return { kind: 'expired' };
  return aoa.verifyTypeId === VERIFY_TYPE.code && req.approve ? { kind: 'approve' } : { kind: 'submit' };
}

export type CancelDecision =
  | { kind: 'to'; status: 'Not Approved' | 'Voided' }
  | { kind: 'refuse'; reason: 'chooseOne' | 'notSubmitted' | 'cannotVoid' | 'forbidden' };

/**
 * PUT /aoa/cancel: isClosed closes a Submitted AOA as Not Approved (AOA050);
 * isVoided voids a Draft or Submitted one (its requestor or staff: the spec shows no
 * permission check for voiding).
 */
export function decideCancel(aoa: { status: AoaStatus }, req: { close: boolean; void: boolean; mayDecide: boolean }): CancelDecision {
  if (req.close === req.void) return { kind: 'refuse', reason: 'chooseOne' };
  if (req.close) {
    if (!req.mayDecide) return { kind: 'refuse', reason: 'forbidden' };
    return aoa.status === 'Submitted' ? { kind: 'to', status: 'Not Approved' } : { kind: 'refuse', reason: 'notSubmitted' };
  }
  return aoa.status === 'Draft' || aoa.status === 'Submitted' ? { kind: 'to', status: 'Voided' } : { kind: 'refuse', reason: 'cannotVoid' };
}

/** The AOA export's columns, in order. */
export const AOA_EXPORT_COLUMNS = [
  'Request ID',
  'Status',
  'Requestor',
  'Class ID',
  'Class',
  'Class Start',
  'Verification',
  'Submitted On',
  'Updated On',
] as const;

/** Class search by (POST /aoa/class-search searchType). */
export const AOA_CLASS_SEARCH_TYPES = ['title', 'classId', 'course'] as const;
export type AoaClassSearchType = (typeof AOA_CLASS_SEARCH_TYPES)[number];
