/**
 * Class workflow (statuses Uncertified, Certified, Voided): which class steps are enabled, the Class Details
 * warnings, the monitor ratio, the documentation rule and the certification gate. Who
 * may do what with a class is the class policy (policy/class-policy.ts, ADR 0015).
 */
import { ATTACHMENT_TYPE_IDS } from '../../documents/index.ts';
import { type ApprovalCheck, classContactKind, DEDICATED_MONITOR_RATIO, withPassedApproval } from '../../platform/index.ts';
import { AGENDA_TYPE_IDS, DELIVERY_METHOD_IDS } from '../../reference/index.ts';
import { CLASS_MESSAGES } from './class-messages.ts';
import { CLASS_STATUSES, type ClassStatus } from './class-statuses.ts';
import type { ClassStepKey } from './class-steps.ts';

export function isClassStatus(value: string): value is ClassStatus {
  return (CLASS_STATUSES as readonly string[]).includes(value);
}

type Flag = 0 | 1 | boolean;

/** The class header fields the rules read (GET /class/{id}); extra fields are ignored. */
export interface ClassAccess {
  status: string;
  is_editable: Flag;
  is_course_finalized: Flag;
  is_tenant_sponsor: Flag;
  delivery_method_id: number | null;
}

/** The message when a class action is taken before the course agenda is finalized, else null. */
export function classActionBlocked(cls: Pick<ClassAccess, 'is_course_finalized'>): string | null {
  return cls.is_course_finalized ? null : CLASS_MESSAGES.agendaNotFinalized;
}

/** The class page itself (Class Details), the step a disabled state may remove. */
export const CLASS_DETAILS_STEP = 'details' satisfies ClassStepKey;

/** Whether each declared step needs an editable class; every step is named. */
export const CLASS_STEP_NEEDS_EDITABLE: Readonly<Record<ClassStepKey, boolean>> = {
  details: true,
  agenda: false,
  contacts: false,
  roster: true,
  credits: true,
  documentation: false,
  background: false,
  approval: false,
  audit: false,
};

/** Step keys (the subpage; 'details' is the class page itself) that need an editable class. */
export const CLASS_EDITABLE_STEPS: readonly string[] = Object.entries(CLASS_STEP_NEEDS_EDITABLE)
  .filter(([, needs]) => needs)
  .map(([step]) => step);

export interface ClassPage {
  step: string;
  is_default_disabled: Flag;
}

export type ClassStepState = 'enabled' | 'disabled' | 'removed';

/**
 * Each configured step's state: Voided disables every step; Class Details,
 * Credit Summary and Roster need an editable class; is_default_disabled pages are
 * disabled. A disabled Class Details step is removed from the list, except for a
 * sponsoring tenant's Group Live class, which keeps it (shown, disabled).
 */
export function classStepsEnabled(
  cls: Omit<ClassAccess, 'is_course_finalized'>,
  pages: readonly ClassPage[],
): Record<string, ClassStepState> {
  const keepsDetails = Boolean(cls.is_tenant_sponsor) && cls.delivery_method_id === DELIVERY_METHOD_IDS.groupLive;
  const steps: Record<string, ClassStepState> = {};
  for (const page of pages) {
    const enabled =
      cls.status !== 'Voided' && !page.is_default_disabled && (Boolean(cls.is_editable) || !CLASS_EDITABLE_STEPS.includes(page.step));
    if (enabled) steps[page.step] = 'enabled';
    else steps[page.step] = page.step === CLASS_DETAILS_STEP && !keepsDetails ? 'removed' : 'disabled';
  }
  return steps;
}

/**
 * The Class Details warning: a class of a Group Live & Group Internet agenda must say
 * which of the two it is, so without a delivery method an update is required. Null
 * clears the warning.
 */
export function classDetailsWarning(
  parentDeliveryMethodId: number | null | undefined,
  classDeliveryMethodId: number | null | undefined,
): string | null {
  const missing = classDeliveryMethodId === null || classDeliveryMethodId === undefined;
  return parentDeliveryMethodId === DELIVERY_METHOD_IDS.groupLiveAndInternet && missing ? CLASS_MESSAGES.deliveryMethodRequired : null;
}

/** A VIRTUAL facility means the class is delivered virtually: the change to save, or null when consistent. */
export function virtualFix(cls: { facility: string | null; delivered_virtually: Flag }): { delivered_virtually: 1 } | null {
  const isVirtual = (cls.facility ?? '').trim().toUpperCase() === 'VIRTUAL';
  return isVirtual && !cls.delivered_virtually ? { delivered_virtually: 1 } : null;
}

export interface MonitorSummary {
  /** Every monitor, the dedicated ones included (their role name contains Monitor too). */
  monitors: number;
  coordinators: number;
  dedicated: number;
  /** One dedicated monitor per 100 learners, rounded up. */
  dedicatedNeeded: number;
  warning: boolean;
}

/**
 * Contacts by role against the 100:1 dedicated monitor ratio. A person
 * listed twice in one role counts once, so a duplicate row cannot hide the warning.
 */
export function monitorSummary(contacts: readonly { role_name: string; person_id?: number | null }[], rosterCount: number): MonitorSummary {
  const people = {
    'dedicated-monitor': new Set<string>(),
    monitor: new Set<string>(),
    coordinator: new Set<string>(),
    other: new Set<string>(),
  };
  contacts.forEach((contact, i) => {
    people[classContactKind(contact.role_name)].add(contact.person_id == null ? `row ${i}` : `person ${contact.person_id}`);
  });
  const learners = Number.isFinite(rosterCount) ? Math.max(0, Math.floor(rosterCount)) : 0;
  const dedicated = people['dedicated-monitor'].size;
  const dedicatedNeeded = Math.ceil(learners / DEDICATED_MONITOR_RATIO);
  return {
    monitors: new Set([...people.monitor, ...people['dedicated-monitor']]).size,
    coordinators: people.coordinator.size,
    dedicated,
    dedicatedNeeded,
    warning: dedicated < dedicatedNeeded,
  };
}

export interface DocumentationInput {
  agendaTypeId: number | null | undefined;
  deliveryMethodId: number | null | undefined;
  hasAgendaLogic: Flag;
  attachmentTypeIds: readonly number[];
}

/** Class documentation is needed for a US-CPE Group Live agenda without agenda logic, until a Class Documentation file exists. */
export function documentationRequired({ agendaTypeId, deliveryMethodId, hasAgendaLogic, attachmentTypeIds }: DocumentationInput): boolean {
  return (
    agendaTypeId === AGENDA_TYPE_IDS.usCpe &&
    deliveryMethodId === DELIVERY_METHOD_IDS.groupLive &&
    !hasAgendaLogic &&
    !attachmentTypeIds.includes(ATTACHMENT_TYPE_IDS.classDocumentation)
  );
}

/** A certification or attestation checklist section list with its final 'Passed Approval' row. */
export function certificationChecklist<T extends ApprovalCheck>(sections: readonly T[]): Array<T | ApprovalCheck> {
  return withPassedApproval(sections);
}

export type CertificationGate = { proceed: true } | { proceed: false; message: string };

/** After GET /class/validate/certification: passes_validation must be 1, else its reason (or the generic error) is shown. */
export function certificationGate(result: { passes_validation: Flag | null; failed_validation_reason: string | null }): CertificationGate {
  if (result.passes_validation === 1 || result.passes_validation === true) return { proceed: true };
  return { proceed: false, message: result.failed_validation_reason?.trim() || CLASS_MESSAGES.validationError };
}

/** Segments load 3500 ms after a class info reload. */
export const SEGMENTS_LOAD_DELAY_MS = 3500;
