import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClassCertificationFacts, classCertification } from '../src/class/rules/class-certification.ts';
import { CLASS_MESSAGES } from '../src/class/rules/class-messages.ts';
import { certificationGate } from '../src/class/rules/class-rules.ts';

const coordinator = { role_name: 'Class Coordinator', person_id: 1 };
const dedicated = { role_name: 'Dedicated Attendance Monitor (100:1)', person_id: 2 };

/** A Group Live Training Hours class that passes every section. */
const good: ClassCertificationFacts = {
  status: 'Uncertified',
  is_course_finalized: true,
  class_title: 'Spring cohort',
  timezone: 'America/New_York',
  course_delivery_method_id: 2,
  delivery_method_id: null,
  agenda_type_id: 2,
  learners: 2,
  learnersMissingAttendance: 0,
  classDays: 1,
  attachmentTypeIds: [],
  contacts: [coordinator, dedicated],
  instructors: 1,
};

const failing = (f: Partial<ClassCertificationFacts>) =>
  classCertification({ ...good, ...f })
    .checklist.filter((c) => c.validation_status === 'FAIL' && c.section !== 'Passed Approval')
    .map((c) => c.section);

describe('classCertification: the one rule of the Approval checklist and Certify', () => {
  it('passes a complete class: every section PASS, the checklist ending with Passed Approval', () => {
    const v = classCertification(good);
    expect(v.passes_validation).toBe(1);
    expect(v.failed_validation_reason).toBeNull();
    expect(v.checklist.map((c) => [c.section, c.validation_status])).toEqual([
      ['Class Details', 'PASS'],
      ['Roster', 'PASS'],
      ['Attendance', 'PASS'],
      ['Documentation', 'PASS'],
      ['Monitors', 'PASS'],
      ['Class Status', 'PASS'],
      ['Agenda', 'PASS'],
      ['Instructors', 'PASS'],
      ['Coordinator', 'PASS'],
      ['Passed Approval', 'PASS'],
    ]);
    expect(v.attestation.map((c) => c.section)).toEqual(['Instructors', 'Coordinator']);
  });

  it('fails each section on its own fact, with the reason naming it', () => {
    expect(failing({ class_title: ' ' })).toEqual(['Class Details']);
    expect(failing({ course_delivery_method_id: 3, delivery_method_id: null, contacts: [coordinator] })).toEqual(['Class Details']);
    expect(failing({ learners: 0 })).toEqual(['Roster']);
    expect(failing({ classDays: 0 })).toEqual(['Attendance']);
    expect(failing({ learnersMissingAttendance: 1 })).toEqual(['Attendance']);
    expect(failing({ agenda_type_id: 1 })).toEqual(['Documentation']);
    expect(failing({ agenda_type_id: 1, attachmentTypeIds: [32] })).toEqual([]);
    // Monitors: only group live over two-way video needs them (2024 Standards S16-05; ADR 0051).
    expect(failing({ contacts: [coordinator] })).toEqual([]);
    expect(failing({ contacts: [coordinator], delivered_virtually: true })).toEqual(['Monitors']);
    expect(failing({ contacts: [coordinator], delivered_virtually: true, delivery_method_id: 1 })).toEqual([]);
    expect(failing({ contacts: [coordinator, dedicated], delivered_virtually: true, learners: 100 })).toEqual([]);
    expect(failing({ contacts: [coordinator, dedicated], delivered_virtually: true, learners: 101 })).toEqual(['Monitors']);
    const monitor = (person_id: number) => ({ role_name: 'Room Monitor', person_id });
    // Or one monitor per 25 participants.
    expect(failing({ contacts: [coordinator, monitor(5), monitor(6)], delivered_virtually: true, learners: 50 })).toEqual([]);
    expect(failing({ contacts: [coordinator, monitor(5), monitor(6)], delivered_virtually: true, learners: 51 })).toEqual(['Monitors']);
    expect(failing({ status: 'Voided' })).toEqual(['Class Status']);
    expect(failing({ is_course_finalized: false })).toEqual(['Agenda']);
    expect(failing({ instructors: 0 })).toEqual(['Instructors']);
    expect(failing({ contacts: [dedicated] })).toEqual(['Coordinator']);
    expect(classCertification({ ...good, is_course_finalized: false }).failed_validation_reason).toBe(
      `Agenda: ${CLASS_MESSAGES.agendaNotFinalized}`,
    );
  });

  it('an in-room Group Live class of three learners needs no Dedicated Attendance Monitor (issue 27)', () => {
    expect(failing({ learners: 3, contacts: [coordinator], delivered_virtually: false })).toEqual([]);
  });

  it('Certify proceeds exactly when the checklist passes, and its reason lists exactly the failing rows', () => {
    const facts = fc.record({
      status: fc.constantFrom('Uncertified', 'Certified', 'Voided'),
      is_course_finalized: fc.boolean(),
      class_title: fc.constantFrom('', ' ', 'A class'),
      timezone: fc.constantFrom(null, 'America/Chicago'),
      course_delivery_method_id: fc.option(fc.integer({ min: 1, max: 7 })),
      delivery_method_id: fc.option(fc.integer({ min: 1, max: 7 })),
      agenda_type_id: fc.option(fc.integer({ min: 1, max: 3 })),
      learners: fc.nat(400),
      learnersMissingAttendance: fc.nat(3),
      classDays: fc.nat(3),
      attachmentTypeIds: fc.subarray([11, 32, 1]),
      contacts: fc.subarray([coordinator, dedicated, { role_name: 'Attendance Monitor', person_id: 3 }]),
      instructors: fc.nat(2),
    });
    fc.assert(
      fc.property(facts, (f) => {
        const v = classCertification(f);
        const summary = v.checklist.at(-1);
        const failingRows = v.checklist.filter((c) => c.validation_status === 'FAIL' && c.section !== 'Passed Approval');
        expect(summary?.section).toBe('Passed Approval');
        expect(certificationGate(v).proceed).toBe(summary?.validation_status === 'PASS');
        expect(v.passes_validation === 1).toBe(failingRows.length === 0);
        expect(v.checklist.slice(0, -1)).toEqual([...v.certification, ...v.attestation]);
        if (failingRows.length > 0) {
          expect(v.failed_validation_reason).toBe(failingRows.map((c) => `${c.section}: ${c.message}`).join(' '));
        }
      }),
    );
  });
});
