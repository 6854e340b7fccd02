import { type ApprovalCheck, allPass, type CertificationValidation, certificationChecklist, classActionBlocked } from '@cpe/contract';

/** What the certification checklist looks at, read from the database by certification-facts.ts. */
export interface CertificationFacts {
  status: string;
  is_course_finalized: boolean;
  /** Live (not removed) learners on the roster. */
  learners: number;
  /** Live learners without an attendance entry (attended or not) for at least one class day. */
  learnersMissingAttendance: number;
  classDays: number;
  /** Preferred or module instructors assigned to the class. */
  instructors: number;
  /** Contacts whose role is a coordinator role (spec §6: the name contains Coordinator). */
  coordinators: number;
}

const check = (section: string, pass: boolean, message: string): ApprovalCheck => ({
  section,
  validation_status: pass ? 'PASS' : 'FAIL',
  message: pass ? 'Complete' : message,
});

/**
 * The certification and attestation checklists (spec §3 Class aggregate, §5): each
 * section PASS or FAIL, then 'Passed Approval'. The class passes only when every
 * section of both passes; the reason lists each failing section with why.
 */
export function certificationValidation(f: CertificationFacts): CertificationValidation {
  const certification = [
    check('Roster', f.learners > 0, 'The roster is empty.'),
    check(
      'Attendance',
      f.classDays > 0 && f.learnersMissingAttendance === 0,
      f.classDays === 0
        ? 'The class has no days.'
        : `${f.learnersMissingAttendance} learner${f.learnersMissingAttendance === 1 ? ' has' : 's have'} no attendance for every class day.`,
    ),
    check('Class Status', f.status !== 'Voided', 'The class is voided.'),
    check('Course Agenda', !classActionBlocked({ is_course_finalized: f.is_course_finalized }), 'The course agenda is not finalized.'),
  ];
  const attestation = [
    check('Instructors', f.instructors > 0, 'No instructor is assigned to the class.'),
    check('Coordinator', f.coordinators > 0, 'The class has no coordinator contact.'),
  ];
  const failing = [...certification, ...attestation].filter((c) => c.validation_status === 'FAIL');
  const passes = allPass(certification) && allPass(attestation);
  return {
    passes_validation: passes ? 1 : 0,
    failed_validation_reason: passes ? null : failing.map((c) => `${c.section}: ${c.message}`).join(' '),
    certification: certificationChecklist(certification),
    attestation: certificationChecklist(attestation),
  };
}
