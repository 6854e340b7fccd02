/**
 * Which approval checklist sections apply per offering type (/admin/validation; ADR 0038).
 * A firm may switch a section off for an offering type; the server then leaves that section
 * out of the type's checklist (not PASS 'Not Applicable', which already means "forced by the
 * learning system" on the external CPE checklist) and recomputes the closing summary row, so
 * every gate that reads the checklist agrees with what the Approval step shows.
 * With no setting stored every section applies: today's behaviour.
 */

import type { ClassCertification } from '../../class/index.ts';
import { APPROVAL_CHECKLIST_SECTION, type ApprovalCheck, allPass, PASSED_APPROVAL_SECTION } from '../../platform/index.ts';

export const CHECKLIST_OFFERING_TYPES = [
  'course',
  'class',
  'external_cpe',
  'local_learning',
  'independent_study',
  'vended_content',
  'aoa',
] as const;
export type ChecklistOfferingType = (typeof CHECKLIST_OFFERING_TYPES)[number];

export const CHECKLIST_OFFERING_LABELS: Readonly<Record<ChecklistOfferingType, string>> = {
  course: 'Course',
  class: 'Class certification and attestation',
  external_cpe: 'External CPE',
  local_learning: 'Local learning',
  independent_study: 'Independent study',
  vended_content: 'Vended content',
  aoa: 'AOA',
};

const COURSE_SECTIONS = [
  'Agenda Details',
  'CPE Information',
  'Content Review',
  'IRS CE Information',
  'NASBA Questions',
  'Program Qualification',
];

/** Every section each type's checklist can hold, in the checklist's order (the summary rows are not sections). */
export const CHECKLIST_SECTIONS: Readonly<Record<ChecklistOfferingType, readonly string[]>> = {
  course: ['Course Details', ...COURSE_SECTIONS],
  class: ['Class Details', 'Roster', 'Attendance', 'Documentation', 'Monitors', 'Class Status', 'Agenda', 'Instructors', 'Coordinator'],
  external_cpe: ['Request Details', 'Sponsor Information', 'Awards', 'Documentation', 'NASBA Questions'],
  local_learning: ['Local Learning Details', ...COURSE_SECTIONS, 'Schedule'],
  independent_study: ['Course Details', ...COURSE_SECTIONS, 'Self Study Credits', 'Review Questions', 'Final Exam Questions'],
  vended_content: ['Details', 'Vendor', ...COURSE_SECTIONS.filter((s) => s !== 'Content Review')],
  aoa: ['Class', 'Verification', 'Attendance', 'Confirmation'],
};

/**
 * Sections that always apply: each guards a rule of the spec rather than a firm's practice
 * (a class action needs a finalized agenda, a voided class is never certified, an
 * AOA of a voided class is not approved). Their switches are shown but cannot be turned off.
 */
export const ALWAYS_APPLYING_SECTIONS: Readonly<Partial<Record<ChecklistOfferingType, readonly string[]>>> = {
  class: ['Class Status', 'Agenda'],
  aoa: ['Class'],
};

export function isChecklistSection(type: ChecklistOfferingType, section: string): boolean {
  return CHECKLIST_SECTIONS[type].includes(section);
}

export function mayTurnOffSection(type: ChecklistOfferingType, section: string): boolean {
  return !(ALWAYS_APPLYING_SECTIONS[type] ?? []).includes(section);
}

const SUMMARY_SECTIONS = new Set([PASSED_APPROVAL_SECTION, APPROVAL_CHECKLIST_SECTION]);

/**
 * The checklist without the sections that do not apply. A summary row present in the input
 * ('Passed Approval' or 'Approval Checklist') is kept and recomputed over what remains.
 */
export function applyChecklistSettings<T extends ApprovalCheck>(checks: readonly T[], notApplying: ReadonlySet<string>): T[] {
  if (notApplying.size === 0) return [...checks];
  const kept = checks.filter((c) => SUMMARY_SECTIONS.has(c.section) || !notApplying.has(c.section));
  const sections = kept.filter((c) => !SUMMARY_SECTIONS.has(c.section));
  const passes = allPass(sections);
  return kept.map((c) => (SUMMARY_SECTIONS.has(c.section) ? { ...c, validation_status: passes ? 'PASS' : 'FAIL' } : c));
}

/** A class's certification without the sections that do not apply: lists, gate and reason recomputed. */
export function applyClassChecklistSettings(cert: ClassCertification, notApplying: ReadonlySet<string>): ClassCertification {
  if (notApplying.size === 0) return cert;
  const certification = cert.certification.filter((c) => !notApplying.has(c.section));
  const attestation = cert.attestation.filter((c) => !notApplying.has(c.section));
  const sections = [...certification, ...attestation];
  const passes = allPass(sections);
  return {
    certification,
    attestation,
    checklist: applyChecklistSettings(cert.checklist, notApplying),
    passes_validation: passes ? 1 : 0,
    failed_validation_reason: passes
      ? null
      : sections
          .filter((c) => c.validation_status === 'FAIL')
          .map((c) => `${c.section}: ${c.message}`)
          .join(' '),
  };
}
