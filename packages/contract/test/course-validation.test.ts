import { describe, expect, it } from 'vitest';
import {
  type CourseValidationInput,
  hasPrerequisites,
  COURSE_VALIDATION_MESSAGES as M,
  prerequisiteLines,
  prerequisitesJson,
  type ValidationModule,
  validateCourse,
} from '../src/course/rules/course-validation.ts';
import { pollingEventsRequired } from '../src/credits/rules/monitoring.ts';

const module = (
  module_id: number,
  day: number,
  day_index: number,
  start_time: string,
  end_time: string,
  over: Partial<ValidationModule> = {},
) => ({
  module_id,
  day,
  day_index,
  start_time,
  end_time,
  is_credit_qualified: true,
  allocations: [{ field_of_study_id: 1, percent: 100 }],
  knowledge_level_id: 1,
  developer_id: 50,
  ...over,
});

/** A Group Live US-CPE course of two days, 100 + 50 minutes (3.0 credits), that passes everything. */
const valid = (): CourseValidationInput => ({
  title: 'Revenue recognition',
  delivery_method_id: 2,
  agenda_type_id: 1,
  credit_increment: 0.5,
  prerequisites: null,
  polling_events: null,
  modules: [module(1, 1, 1, '09:00', '09:50'), module(2, 1, 2, '10:00', '10:50'), module(3, 2, 1, '09:00', '09:50', { developer_id: 51 })],
  tenantIsSponsor: true,
  contentReviewDays: [
    { day: 1, reviewers: [{ reviewer_id: 60, is_attested: true, completion_date: '2026-01-05' }] },
    { day: 2, reviewers: [{ reviewer_id: 50, is_attested: 1, completion_date: '2026-01-06' }] },
  ],
  is_irs_ce: false,
  irs_program_number: null,
  nasbaQuestions: [
    { question_id: 1, is_required: true, answer: 'Yes' },
    { question_id: 2, is_required: false, answer: null },
  ],
  qualificationCount: 1,
});

const status = (input: CourseValidationInput) => Object.fromEntries(validateCourse(input).map((c) => [c.section, c.validation_status]));
const section = (input: CourseValidationInput, name: string) => validateCourse(input).find((c) => c.section === name);

describe('course approval checklist', () => {
  it('passes a complete course, one row per section that applies', () => {
    expect(validateCourse(valid())).toEqual(
      ['Course Details', 'Agenda Details', 'CPE Information', 'Content Review', 'NASBA Questions', 'Program Qualification'].map((s) => ({
        section: s,
        validation_status: 'PASS',
        message: '',
      })),
    );
  });

  it('Course Details needs a title, a delivery method and an agenda type', () => {
    expect(section({ ...valid(), title: '  ' }, 'Course Details')).toEqual({
      section: 'Course Details',
      validation_status: 'FAIL',
      message: M.titleRequired,
    });
    const check = section({ ...valid(), title: null, delivery_method_id: null, agenda_type_id: null }, 'Course Details');
    expect(check?.message).toBe(`${M.titleRequired} ${M.deliveryMethodRequired} ${M.agendaTypeRequired}`);
  });

  describe('Agenda Details', () => {
    it('needs at least one module', () => {
      expect(section({ ...valid(), modules: [] }, 'Agenda Details')).toMatchObject({ validation_status: 'FAIL', message: M.noModules });
    });

    it('needs every module to end after it starts', () => {
      const modules = [module(1, 1, 1, '10:00', '10:00')];
      expect(section({ ...valid(), modules }, 'Agenda Details')?.message).toBe(M.moduleTimeRange);
    });

    it('fails on modules overlapping on a day', () => {
      const modules = [module(1, 1, 1, '09:00', '10:00'), module(2, 1, 2, '09:30', '10:30')];
      expect(section({ ...valid(), modules }, 'Agenda Details')?.message).toBe(M.moduleOverlap);
    });

    it('needs allocations of 100% on credit-qualified modules only', () => {
      const short = module(1, 1, 1, '09:00', '10:00', { allocations: [{ field_of_study_id: 1, percent: 90 }] });
      expect(section({ ...valid(), modules: [short] }, 'Agenda Details')?.message).toBe(M.allocations);
      const unqualified = { ...short, is_credit_qualified: false };
      expect(status({ ...valid(), modules: [unqualified, module(2, 1, 2, '10:00', '11:00')] })['Agenda Details']).toBe('PASS');
    });
  });

  describe('CPE Information', () => {
    it('a US-CPE course must earn credits; other agenda types need not', () => {
      const modules = [module(1, 1, 1, '09:00', '09:40')];
      expect(section({ ...valid(), modules }, 'CPE Information')).toMatchObject({ validation_status: 'FAIL', message: M.noCredits });
      expect(status({ ...valid(), modules, agenda_type_id: 3 })['CPE Information']).toBe('PASS');
      expect(status({ ...valid(), delivery_method_id: 7 })['CPE Information']).toBe('FAIL');
    });

    it('needs prerequisites when a module is Intermediate, Advanced or Update', () => {
      for (const level of [2, 3, 4]) {
        const modules = [module(1, 1, 1, '09:00', '10:00', { knowledge_level_id: level })];
        expect(section({ ...valid(), modules }, 'CPE Information')?.message).toBe(M.prerequisites);
        expect(status({ ...valid(), modules, prerequisites: '["Intermediate accounting"]' })['CPE Information']).toBe('PASS');
      }
      const basic = [
        module(1, 1, 1, '09:00', '10:00', { knowledge_level_id: 5 }),
        module(2, 1, 2, '10:00', '11:00', { knowledge_level_id: null }),
      ];
      expect(status({ ...valid(), modules: basic })['CPE Information']).toBe('PASS');
    });

    it('needs three polling events per credit, rounded up, for Group Internet-Based', () => {
      // 3.0 credits need 9 polling events.
      expect(section({ ...valid(), delivery_method_id: 1, polling_events: 8 }, 'CPE Information')?.message).toBe(
        'Group Internet-Based courses need at least 9 polling events (three per credit).',
      );
      expect(status({ ...valid(), delivery_method_id: 1, polling_events: 9 })['CPE Information']).toBe('PASS');
      expect(status({ ...valid(), delivery_method_id: 2, polling_events: null })['CPE Information']).toBe('PASS');
    });

    it('needs them for Group Live & Group Internet too: its remote attendees follow the Group Internet-Based rules (S23-02; issue 27)', () => {
      expect(section({ ...valid(), delivery_method_id: 3, polling_events: null }, 'CPE Information')?.message).toBe(
        'Group Live & Group Internet courses need at least 9 polling events (three per credit) for their remote attendees.',
      );
      expect(status({ ...valid(), delivery_method_id: 3, polling_events: 9 })['CPE Information']).toBe('PASS');
    });

    it('reads prerequisites as a non-empty JSON list or object', () => {
      expect(hasPrerequisites('["CPA"]')).toBe(true);
      expect(hasPrerequisites('{"experience":"2 years"}')).toBe(true);
      for (const text of [null, undefined, '', '  ', '[]', '{}', '"text"', '42', 'null', 'not json'])
        expect(hasPrerequisites(text)).toBe(false);
    });

    it('shows stored prerequisites as lines of text, and stores typed lines as a JSON list', () => {
      expect(prerequisiteLines('["Basic individual tax knowledge","Form 1040"]')).toEqual(['Basic individual tax knowledge', 'Form 1040']);
      expect(prerequisiteLines('{"experience":"2 years","exam":1}')).toEqual(['experience: 2 years', 'exam: 1']);
      expect(prerequisiteLines('"Two years in audit"')).toEqual(['Two years in audit']);
      expect(prerequisiteLines('Plain text\n\nsecond line ')).toEqual(['Plain text', 'second line']);
      for (const empty of [null, undefined, '', ' ', '[]', '{}', 'null']) expect(prerequisiteLines(empty)).toEqual([]);
      expect(prerequisitesJson(' Basic tax knowledge \n\n  Form 1040\r\n')).toBe('["Basic tax knowledge","Form 1040"]');
      expect(prerequisitesJson(' \n ')).toBeNull();
      // Typed lines come back as the same lines, and pass the checklist's test.
      const stored = prerequisitesJson('Accounting 101\n"Quoted" [brackets]');
      expect(prerequisiteLines(stored)).toEqual(['Accounting 101', '"Quoted" [brackets]']);
      expect(hasPrerequisites(stored)).toBe(true);
    });

    it('counts polling events exactly', () => {
      expect(pollingEventsRequired(0)).toBe(0);
      expect(pollingEventsRequired(1)).toBe(3);
      expect(pollingEventsRequired(1.2)).toBe(4);
      expect(pollingEventsRequired(2.5)).toBe(8);
      expect(pollingEventsRequired(0.2)).toBe(1);
    });
  });

  describe('Content Review', () => {
    it('applies to a sponsoring tenant or Training Hours only', () => {
      expect(status({ ...valid(), tenantIsSponsor: false })).not.toHaveProperty('Content Review');
      expect(status({ ...valid(), tenantIsSponsor: false, agenda_type_id: 2 })).toHaveProperty('Content Review', 'PASS');
    });

    it('needs an attested, completed reviewer on every agenda day', () => {
      const pending = { reviewer_id: 60, is_attested: true, completion_date: null };
      const unattested = { reviewer_id: 61, is_attested: 0 as const, completion_date: '2026-01-05' };
      for (const days of [
        [{ day: 1, reviewers: [pending, unattested] }, valid().contentReviewDays[1]],
        valid().contentReviewDays.slice(0, 1),
        [],
      ]) {
        const input = { ...valid(), contentReviewDays: days.filter((d) => d !== undefined) };
        expect(section(input, 'Content Review')).toMatchObject({ validation_status: 'FAIL', message: M.attestedReviewer });
      }
    });

    it('does not let a developer review a day with their module', () => {
      const days = valid().contentReviewDays.map((d) => ({
        ...d,
        reviewers: [...d.reviewers, { reviewer_id: 51, is_attested: false, completion_date: null }],
      }));
      // 51 developed module 3 on day 2 only, but reviews both days.
      expect(section({ ...valid(), contentReviewDays: days }, 'Content Review')?.message).toBe(M.developerReviewer);
      const dayOneOnly = valid().contentReviewDays.map((d) =>
        d.day === 1 ? { ...d, reviewers: [...d.reviewers, { reviewer_id: 51, is_attested: true, completion_date: '2026-01-02' }] } : d,
      );
      expect(status({ ...valid(), contentReviewDays: dayOneOnly })['Content Review']).toBe('PASS');
    });
  });

  it('IRS CE Information applies to IRS CE courses and needs a program number', () => {
    expect(status({ ...valid(), is_irs_ce: true })).toHaveProperty('IRS CE Information', 'FAIL');
    expect(section({ ...valid(), is_irs_ce: 1, irs_program_number: ' ' }, 'IRS CE Information')?.message).toBe(M.irsProgramNumber);
    expect(status({ ...valid(), is_irs_ce: true, irs_program_number: 'ABCDE-T-00001-26-S' })).toHaveProperty('IRS CE Information', 'PASS');
    expect(status({ ...valid(), irs_program_number: null })).not.toHaveProperty('IRS CE Information');
  });

  it('NASBA Questions need every required question answered', () => {
    const unanswered = [{ question_id: 1, is_required: 1 as const, answer: '   ' }];
    expect(section({ ...valid(), nasbaQuestions: unanswered }, 'NASBA Questions')).toMatchObject({
      validation_status: 'FAIL',
      message: M.nasbaAnswers,
    });
    expect(status({ ...valid(), nasbaQuestions: [] })['NASBA Questions']).toBe('PASS');
  });

  it('Program Qualification needs at least one qualification', () => {
    expect(section({ ...valid(), qualificationCount: 0 }, 'Program Qualification')).toMatchObject({
      validation_status: 'FAIL',
      message: M.qualification,
    });
  });
});
