/**
 * The external CPE approval checklist (checklist items): one PASS or FAIL row per
 * section; any FAIL sets rejected and clears the validation flag. With the tenant's default
 * LMS SABA the NASBA Questions section is forced to PASS with 'Not Applicable'.
 */
import type { ValidationStatus } from '../../platform/index.ts';
import { ECP_MESSAGES } from './ecp-status.ts';

export const ECP_CHECKLIST_SECTIONS = ['Request Details', 'Sponsor Information', 'Awards', 'Documentation', 'NASBA Questions'] as const;
export type EcpChecklistSection = (typeof ECP_CHECKLIST_SECTIONS)[number];

/** A section's state in words: Complete (PASS), Incomplete (FAIL), Not Applicable (forced PASS). */
export type EcpCheckStatus = 'Complete' | 'Incomplete' | 'Not Applicable';

export interface EcpCheck {
  section: EcpChecklistSection;
  message: string;
  validation_status: ValidationStatus;
  status: EcpCheckStatus;
}

/** What the server gathers about the request. */
export interface EcpChecklistFacts {
  title: boolean;
  completionDate: boolean;
  deliveryMethod: boolean;
  sponsorName: boolean;
  /** Award rows, and how many of them lack credits. */
  awardRows: number;
  awardRowsWithoutCredits: number;
  totalCredits: number;
  documents: number;
  /** Active required NASBA questions not answered. */
  unansweredNasba: number;
  defaultLms: string | null | undefined;
}

export interface EcpChecklistResult {
  checklist: EcpCheck[];
  rejected: boolean;
  validation: boolean;
}

const check = (section: EcpChecklistSection, problems: string[], okMessage: string): EcpCheck =>
  problems.length === 0
    ? { section, message: okMessage, validation_status: 'PASS', status: 'Complete' }
    : { section, message: problems.join(' '), validation_status: 'FAIL', status: 'Incomplete' };

export function evaluateEcpChecklist(f: EcpChecklistFacts): EcpChecklistResult {
  const details: string[] = [];
  if (!f.title) details.push('The program title is required.');
  if (!f.completionDate) details.push('The completion date is required.');
  if (!f.deliveryMethod) details.push('The delivery method is required.');
  const awards: string[] = [];
  if (f.awardRows === 0) awards.push('At least one field of study with credits is required.');
  else if (f.awardRowsWithoutCredits > 0) awards.push('Every field of study needs its credits or college hours.');
  else if (f.totalCredits <= 0) awards.push('The request earns no credits.');
  const nasba =
    f.defaultLms === 'SABA'
      ? ({ section: 'NASBA Questions', message: ECP_MESSAGES.notApplicable, validation_status: 'PASS', status: 'Not Applicable' } as const)
      : check(
          'NASBA Questions',
          f.unansweredNasba > 0 ? [`${f.unansweredNasba} required NASBA question(s) unanswered.`] : [],
          'All required questions answered.',
        );
  const checklist: EcpCheck[] = [
    check('Request Details', details, 'Program details are complete.'),
    check('Sponsor Information', f.sponsorName ? [] : ['The sponsor name is required.'], 'Sponsor is named.'),
    check('Awards', awards, `${f.totalCredits} CPE credits.`),
    check('Documentation', f.documents > 0 ? [] : ['A certificate of completion is required.'], 'Certificate attached.'),
    nasba,
  ];
  const failed = checklist.some((c) => c.validation_status === 'FAIL');
  return { checklist, rejected: failed, validation: !failed };
}
