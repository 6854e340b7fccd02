/**
 * The one certification rule of a class (the class's "certification and
 * attestation checklist sections with validity flags", certify only an Uncertified class). The Approval step's
 * checklist (GET /class/validation/{classId}), the certify dialog's lists (GET
 * /class/validate/certification/{id}) and the Certify action's gate all come from this
 * function on the server, so they cannot disagree about a class.
 */

import { monitorsShort } from '../../credits/index.ts';
import { type ApprovalCheck, allPass, withPassedApproval } from '../../platform/index.ts';
import { CLASS_MESSAGES } from './class-messages.ts';
import { classActionBlocked, classDetailsWarning, documentationRequired, monitorSummary } from './class-rules.ts';

/** What the rule looks at, read in one place on the server (certification-facts.ts). */
export interface ClassCertificationFacts {
  status: string;
  is_course_finalized: boolean;
  class_title: string;
  timezone: string | null;
  course_delivery_method_id: number | null;
  delivery_method_id: number | null;
  agenda_type_id: number | null;
  /** Live (not removed) learners on the roster. */
  learners: number;
  /** Live learners without an attendance entry (attended or not) for at least one class day. */
  learnersMissingAttendance: number;
  classDays: number;
  /** Attachment types of the class's live documents. */
  attachmentTypeIds: readonly number[];
  /** Class contacts by role name (Monitor, Coordinator, Dedicated Attendance Monitor). */
  contacts: readonly { role_name: string; person_id?: number | null }[];
  /** Distinct people teaching the class (preferred or module instructors). */
  instructors: number;
  /** Delivered over two-way video (delivered_virtually): virtual group live needs monitors. */
  delivered_virtually?: boolean;
}

export type CertificationCheck = ApprovalCheck & { message: string };

export interface ClassCertification {
  /** The class's own sections: details, roster, attendance, documentation, monitors, status, agenda. */
  certification: CertificationCheck[];
  /** Who attests the class: its instructors and its coordinator. */
  attestation: CertificationCheck[];
  /** Both lists, then 'Passed Approval': the Approval step's checklist. */
  checklist: (CertificationCheck | ApprovalCheck)[];
  passes_validation: 0 | 1;
  /** Each failing section with why, or null when the class passes. */
  failed_validation_reason: string | null;
}

// Texts the spec leaves to us (CLASS_MESSAGES holds the ones it words).
const PASS = {
  details: 'Class details are complete.',
  roster: 'The roster has learners.',
  attendance: 'Attendance is recorded for every learner and day.',
  documentation: 'Documentation is complete.',
  monitors: 'Attendance monitoring meets the Standards (virtual group live: one dedicated monitor per 100 learners).',
  status: 'The class is not voided.',
  agenda: 'The course agenda is finalized.',
  instructors: 'An instructor is assigned to the class.',
  coordinator: 'The class has a coordinator contact.',
};

const check = (section: string, failure: string | null, pass: string): CertificationCheck =>
  failure === null ? { section, validation_status: 'PASS', message: pass } : { section, validation_status: 'FAIL', message: failure };

function detailsProblem(f: ClassCertificationFacts): string | null {
  if (!f.class_title.trim()) return 'The class needs a title.';
  if (!f.timezone) return 'The class needs a timezone.';
  return classDetailsWarning(f.course_delivery_method_id, f.delivery_method_id);
}

function attendanceProblem(f: ClassCertificationFacts): string | null {
  if (f.classDays === 0) return 'The class has no days.';
  const n = f.learnersMissingAttendance;
  return n === 0 ? null : `${n} learner${n === 1 ? ' has' : 's have'} no attendance recorded for every class day.`;
}

/**
 * The Standards call for attendance monitors only where group live is delivered over two-way
 * video (credits/monitoring.ts, ADR 0051): an in-room Group Live class of three learners needs
 * none, its roster's attendance is the sponsor's monitoring.
 */
function monitorsProblem(f: ClassCertificationFacts, deliveryMethodId: number | null, m: ReturnType<typeof monitorSummary>): string | null {
  const needed = monitorsShort(deliveryMethodId, f.delivered_virtually === true, {
    learners: f.learners,
    dedicated: m.dedicated,
    monitors: m.monitors,
  });
  return needed === null ? null : CLASS_MESSAGES.dedicatedMonitorsShort(needed, m.dedicated);
}

/** Every section of the class, PASS or FAIL with a message; the class passes only when all pass. */
export function classCertification(f: ClassCertificationFacts): ClassCertification {
  const deliveryMethodId = f.delivery_method_id ?? f.course_delivery_method_id;
  const monitors = monitorSummary(f.contacts, f.learners);
  const docsMissing = documentationRequired({
    agendaTypeId: f.agenda_type_id,
    deliveryMethodId,
    // The product has no agenda logic yet, so no agenda is exempt by it.
    hasAgendaLogic: false,
    attachmentTypeIds: f.attachmentTypeIds,
  });
  const certification = [
    check('Class Details', detailsProblem(f), PASS.details),
    check('Roster', f.learners > 0 ? null : 'The roster has no learners.', PASS.roster),
    check('Attendance', attendanceProblem(f), PASS.attendance),
    check('Documentation', docsMissing ? CLASS_MESSAGES.documentationRequired : null, PASS.documentation),
    check('Monitors', monitorsProblem(f, deliveryMethodId, monitors), PASS.monitors),
    check('Class Status', f.status === 'Voided' ? 'The class is voided.' : null, PASS.status),
    check('Agenda', classActionBlocked({ is_course_finalized: f.is_course_finalized }), PASS.agenda),
  ];
  const attestation = [
    check('Instructors', f.instructors > 0 ? null : 'No instructor is assigned to the class.', PASS.instructors),
    check('Coordinator', monitors.coordinators > 0 ? null : 'The class has no coordinator contact.', PASS.coordinator),
  ];
  const sections = [...certification, ...attestation];
  const failing = sections.filter((c) => c.validation_status === 'FAIL');
  const passes = allPass(sections);
  return {
    certification,
    attestation,
    checklist: withPassedApproval(sections),
    passes_validation: passes ? 1 : 0,
    failed_validation_reason: passes ? null : failing.map((c) => `${c.section}: ${c.message}`).join(' '),
  };
}
