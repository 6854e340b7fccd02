/**
 * Who may start a class sync with which action (certified classes sync manually only, POST /class/import/sap/{id}),
 * one rule for the screen and the server: "in_action is manualClassSync, only for the first
 * LMS type" (LMS types: SAP, LCVISTA, SABA), and "Certified classes can only be synced
 * manually". With SAP the call says it is the manual sync; LCVISTA and SABA have no such
 * action, so every call of theirs is a person pressing Sync (ADR 0013, amended for issue 27).
 */
import { LMS_TYPES } from '../../reference/index.ts';

/** The in_action of the Sync button, of the first LMS type only. */
export const MANUAL_CLASS_SYNC = 'manualClassSync';

export const CLASS_SYNC_MESSAGES = {
  manualOnlySap: 'Manual class sync is only available with SAP.',
  certifiedManualOnly: 'A certified class is only synced manually.',
  otherLms: (tenantLms: string, asked: string) => `This firm's LMS is ${tenantLms}, not ${asked}: reload the page and sync again.`,
} as const;

/** Whether the LMS type is the first (SAP), the only one with the manualClassSync action. */
export const isFirstLmsType = (lms: string): boolean => lms === LMS_TYPES[0];

/** The in_action the screen sends with the tenant's LMS: manualClassSync for SAP, none otherwise. */
export function classSyncAction(lms: string): typeof MANUAL_CLASS_SYNC | undefined {
  return isFirstLmsType(lms) ? MANUAL_CLASS_SYNC : undefined;
}

export interface ClassSyncCall {
  /** The tenant's default LMS (the server's, never the browser's). */
  tenantLms: string;
  /** in_lms of the call, when it names one. */
  askedLms?: string | undefined;
  /** in_action of the call. */
  action?: string | undefined;
  /** The class's status. */
  status: string;
}

/**
 * Why a sync call is refused (409), or null: an in_lms other than the tenant's (a page
 * loaded before the LMS changed), manualClassSync off SAP, and a Certified class without
 * the manual action on SAP.
 */
export function classSyncRefusal(call: ClassSyncCall): string | null {
  if (call.askedLms && call.askedLms !== call.tenantLms) return CLASS_SYNC_MESSAGES.otherLms(call.tenantLms, call.askedLms);
  const manual = call.action === MANUAL_CLASS_SYNC;
  if (manual && !isFirstLmsType(call.tenantLms)) return CLASS_SYNC_MESSAGES.manualOnlySap;
  const manualSync = isFirstLmsType(call.tenantLms) ? manual : true;
  if (call.status === 'Certified' && !manualSync) return CLASS_SYNC_MESSAGES.certifiedManualOnly;
  return null;
}
