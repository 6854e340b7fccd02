import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_RUNNER_CODES, canCreateClass, classAbilities, runsClasses } from '../src/class/policy/class-policy.ts';
import {
  type ClassAccess,
  type ClassPage,
  certificationChecklist,
  certificationGate,
  classActionBlocked,
  classDetailsWarning,
  classStepsEnabled,
  documentationRequired,
  isClassStatus,
  monitorSummary,
  virtualFix,
} from '../src/class/rules/class-rules.ts';
import { CLASS_STATUSES } from '../src/class/rules/class-statuses.ts';
import type { ApprovalCheck } from '../src/platform/checklist.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';

const cls = (status: string, extra: Partial<ClassAccess> = {}): ClassAccess => ({
  status,
  is_editable: 1,
  is_course_finalized: 1,
  is_tenant_sponsor: 0,
  delivery_method_id: DELIVERY_METHOD_IDS.groupLive,
  ...extra,
});
const ALL = ['CLS046', 'CLS054', 'CLS032', 'CLS057', 'CLS055', 'HPT005'];
const tenant = { syncCertifiedDisabled: false };

describe('class statuses', () => {
  it('are Uncertified, Certified and Voided', () => {
    expect(['Uncertified', 'Certified', 'Voided'].every(isClassStatus)).toBe(true);
    expect(isClassStatus('Draft')).toBe(false);
  });
});

describe('class abilities by status (Uncertified, Certified, Voided) and permission', () => {
  const runner = { permissions: ALL, teaches: false };
  it('an Uncertified class can be synced, voided and certified', () => {
    expect(classAbilities(cls('Uncertified'), runner, tenant)).toEqual({
      edit: true,
      markAttendance: true,
      sync: true,
      autoSync: true,
      void: true,
      certify: true,
      certifyLabel: 'Certify',
      editCodeExpiry: true,
      seeCodes: true,
    });
  });

  it('a Certified class is re-certified, not voided, and synced only manually', () => {
    expect(classAbilities(cls('Certified'), runner, tenant)).toMatchObject({
      sync: true,
      autoSync: false,
      void: false,
      certify: true,
      certifyLabel: 'Re-Certify',
    });
    expect(classAbilities(cls('Certified'), runner, { syncCertifiedDisabled: true }).sync).toBe(false);
    expect(classAbilities(cls('Uncertified'), runner, { syncCertifiedDisabled: true }).sync).toBe(true);
  });

  it('nothing is possible on a Voided class but seeing its codes', () => {
    expect(classAbilities(cls('Voided'), runner, tenant)).toEqual({
      edit: false,
      markAttendance: false,
      sync: false,
      autoSync: false,
      void: false,
      certify: false,
      certifyLabel: 'Re-Certify',
      editCodeExpiry: false,
      seeCodes: true,
    });
  });

  it('each action needs its permission; Certify needs both CLS032 and CLS057', () => {
    const without = (code: string) =>
      classAbilities(cls('Uncertified'), { permissions: ALL.filter((c) => c !== code), teaches: false }, tenant);
    expect(without('CLS046').sync).toBe(false);
    expect(without('CLS054').void).toBe(false);
    expect(without('CLS032').certify).toBe(false);
    expect(without('CLS057').certify).toBe(false);
    expect(without('CLS055').editCodeExpiry).toBe(false);
    expect(without('HPT005').seeCodes).toBe(false);
    expect(classAbilities(cls('Uncertified', { is_editable: 0 }), runner, tenant)).toMatchObject({ edit: false, markAttendance: false });
  });

  it('never grants an action on a Voided class, whatever the permissions', () => {
    fc.assert(
      fc.property(fc.subarray(ALL), fc.boolean(), fc.boolean(), (held, teaches, disabled) => {
        const a = classAbilities(cls('Voided'), { permissions: held, teaches }, { syncCertifiedDisabled: disabled });
        expect([a.edit, a.markAttendance, a.sync, a.void, a.certify, a.editCodeExpiry]).toEqual([false, false, false, false, false, false]);
      }),
    );
  });
});

describe('the class policy: who runs classes, who creates them, what an instructor may do (ADR 0015)', () => {
  // The demo Instructor role: course codes and HPT005, no class code.
  const INSTRUCTOR = ['CRS007', 'CRS053', 'FIN030', 'HPT005', 'LLP057'];
  const CODES = [...INSTRUCTOR, ...ALL, 'ECP003', 'AOA050', 'CRS048'];

  it('people who run classes hold a class code (CLS046, CLS054, CLS032, CLS057 or CLS055); they alone create classes', () => {
    expect(CLASS_RUNNER_CODES).toEqual(['CLS046', 'CLS054', 'CLS032', 'CLS057', 'CLS055']);
    expect(canCreateClass(INSTRUCTOR)).toBe(false);
    expect(canCreateClass(['CRS007'])).toBe(false);
    expect(canCreateClass(['CLS046'])).toBe(true);
    fc.assert(
      fc.property(fc.subarray(CODES), (held) => {
        const runs = held.some((c) => (CLASS_RUNNER_CODES as readonly string[]).includes(c));
        expect(runsClasses(held)).toBe(runs);
        expect(canCreateClass(held)).toBe(runs);
      }),
    );
  });

  it('an instructor of the class takes attendance and sees the codes while Uncertified; nothing else', () => {
    const teacher = { permissions: INSTRUCTOR, teaches: true };
    expect(classAbilities(cls('Uncertified'), teacher, tenant)).toEqual({
      edit: false,
      markAttendance: true,
      sync: false,
      autoSync: true,
      void: false,
      certify: false,
      certifyLabel: 'Certify',
      editCodeExpiry: false,
      seeCodes: true,
    });
    expect(classAbilities(cls('Certified'), teacher, tenant)).toMatchObject({ edit: false, markAttendance: false });
    expect(classAbilities(cls('Uncertified', { is_editable: 0 }), teacher, tenant).markAttendance).toBe(false);
  });

  it('someone who neither runs classes nor teaches the class changes nothing and sees no codes', () => {
    fc.assert(
      fc.property(fc.subarray(INSTRUCTOR), fc.constantFrom(...CLASS_STATUSES), fc.boolean(), (held, status, editable) => {
        const a = classAbilities(cls(status, { is_editable: editable ? 1 : 0 }), { permissions: held, teaches: false }, tenant);
        expect([a.edit, a.markAttendance, a.sync, a.void, a.certify, a.editCodeExpiry, a.seeCodes]).toEqual([
          false,
          false,
          false,
          false,
          false,
          false,
          false,
        ]);
      }),
    );
  });

  it('someone who runs classes changes any live, editable class in any status, taught or not', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CLASS_RUNNER_CODES], { minLength: 1 }),
        fc.subarray(['HPT005', ...INSTRUCTOR]),
        fc.constantFrom('Uncertified', 'Certified'),
        fc.boolean(),
        (codes, others, status, teaches) => {
          const held = [...codes, ...others];
          const a = classAbilities(cls(status), { permissions: held, teaches }, tenant);
          expect([a.edit, a.markAttendance]).toEqual([true, true]);
          expect(a.seeCodes).toBe(held.includes('HPT005'));
        },
      ),
    );
  });

  it('blocks actions until the course agenda is finalized', () => {
    expect(classActionBlocked({ is_course_finalized: 0 })).toBe(
      'Action cannot be taken on the class until the course agenda has been finalized.',
    );
    expect(classActionBlocked({ is_course_finalized: true })).toBeNull();
  });
});

describe('class steps (Voided disables all; Class Details, Credit Summary and Roster need an editable class)', () => {
  const pages: ClassPage[] = ['details', 'agenda', 'contacts', 'roster', 'credits', 'documentation', 'approval', 'audit'].map((step) => ({
    step,
    is_default_disabled: step === 'audit' ? 1 : 0,
  }));

  it('enables the steps of an editable class, except default-disabled pages', () => {
    expect(classStepsEnabled(cls('Uncertified'), pages)).toEqual({
      details: 'enabled',
      agenda: 'enabled',
      contacts: 'enabled',
      roster: 'enabled',
      credits: 'enabled',
      documentation: 'enabled',
      approval: 'enabled',
      audit: 'disabled',
    });
  });

  it('disables Class Details, Credit Summary and Roster unless editable, and removes Class Details', () => {
    expect(classStepsEnabled(cls('Certified', { is_editable: 0 }), pages)).toMatchObject({
      details: 'removed',
      agenda: 'enabled',
      roster: 'disabled',
      credits: 'disabled',
    });
  });

  it('keeps the disabled Class Details step for a sponsoring tenant with Group Live', () => {
    expect(classStepsEnabled(cls('Uncertified', { is_editable: 0, is_tenant_sponsor: 1 }), pages).details).toBe('disabled');
    const internet = cls('Uncertified', { is_editable: 0, is_tenant_sponsor: 1, delivery_method_id: DELIVERY_METHOD_IDS.groupInternet });
    expect(classStepsEnabled(internet, pages).details).toBe('removed');
    expect(classStepsEnabled(cls('Uncertified', { is_editable: 0, is_tenant_sponsor: 0 }), pages).details).toBe('removed');
  });

  it('disables every step of a Voided class', () => {
    const steps = classStepsEnabled(cls('Voided', { is_tenant_sponsor: 1 }), pages);
    expect(Object.values(steps).every((state) => state !== 'enabled')).toBe(true);
    expect(steps.details).toBe('disabled');
    expect(classStepsEnabled(cls('Voided'), pages).details).toBe('removed');
  });
});

describe('Class Details warnings', () => {
  it('asks for a delivery method under a Group Live & Group Internet agenda', () => {
    const message = 'The course agenda is Group Live & Group Internet: choose the delivery method of this class.';
    expect(classDetailsWarning(DELIVERY_METHOD_IDS.groupLiveAndInternet, null)).toBe(message);
    expect(classDetailsWarning(DELIVERY_METHOD_IDS.groupLiveAndInternet, undefined)).toBe(message);
    expect(classDetailsWarning(DELIVERY_METHOD_IDS.groupLiveAndInternet, DELIVERY_METHOD_IDS.groupLive)).toBeNull();
    expect(classDetailsWarning(DELIVERY_METHOD_IDS.groupLive, null)).toBeNull();
  });

  it('switches a VIRTUAL facility to virtual delivery', () => {
    expect(virtualFix({ facility: 'VIRTUAL', delivered_virtually: 0 })).toEqual({ delivered_virtually: 1 });
    expect(virtualFix({ facility: ' virtual ', delivered_virtually: false })).toEqual({ delivered_virtually: 1 });
    expect(virtualFix({ facility: 'VIRTUAL', delivered_virtually: 1 })).toBeNull();
    expect(virtualFix({ facility: 'Main Campus', delivered_virtually: 0 })).toBeNull();
    expect(virtualFix({ facility: null, delivered_virtually: 0 })).toBeNull();
  });
});

describe('monitors (one dedicated monitor per 100 learners)', () => {
  const role = (role_name: string, person_id?: number) => ({ role_name, person_id });
  const dedicated = 'Dedicated Attendance Monitor (100:1)';

  it('counts contacts by role name', () => {
    const contacts = [role(dedicated, 1), role('Attendance Monitor', 2), role('On-site Coordinator', 3), role('Instructor', 4)];
    expect(monitorSummary(contacts, 100)).toEqual({ monitors: 2, coordinators: 1, dedicated: 1, dedicatedNeeded: 1, warning: false });
    expect(monitorSummary(contacts, 101)).toMatchObject({ dedicatedNeeded: 2, warning: true });
    expect(monitorSummary([], 0)).toMatchObject({ dedicatedNeeded: 0, warning: false });
  });

  it('counts a person listed twice in a role once', () => {
    expect(monitorSummary([role(dedicated, 1), role(dedicated, 1)], 150)).toMatchObject({ dedicated: 1, warning: true });
    expect(monitorSummary([role(dedicated), role(dedicated)], 150)).toMatchObject({ dedicated: 2, warning: false });
  });

  it('warns exactly when dedicated monitors are fewer than one per 100 learners', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(3000), (count, roster) => {
        const summary = monitorSummary(
          Array.from({ length: count }, (_, i) => role(dedicated, i)),
          roster,
        );
        expect(summary.dedicatedNeeded).toBe(Math.ceil(roster / 100));
        expect(summary.warning).toBe(count * 100 < roster);
      }),
    );
  });
});

describe('class documentation', () => {
  const input = { agendaTypeId: 1, deliveryMethodId: 2, hasAgendaLogic: 0 as const, attachmentTypeIds: [1, 11] };

  it('is required for US-CPE Group Live without agenda logic until a type 32 document exists', () => {
    expect(documentationRequired(input)).toBe(true);
    expect(documentationRequired({ ...input, attachmentTypeIds: [32] })).toBe(false);
    expect(documentationRequired({ ...input, hasAgendaLogic: 1 })).toBe(false);
    expect(documentationRequired({ ...input, agendaTypeId: 2 })).toBe(false);
    expect(documentationRequired({ ...input, deliveryMethodId: 1 })).toBe(false);
  });
});

describe('certification (checklists end with Passed Approval; proceed only when passes_validation is 1)', () => {
  const pass = (section: string): ApprovalCheck => ({ section, validation_status: 'PASS' });

  it('ends each checklist with Passed Approval', () => {
    expect(certificationChecklist([pass('Roster'), pass('Attendance')]).at(-1)).toEqual({
      section: 'Passed Approval',
      validation_status: 'PASS',
    });
    const failing = certificationChecklist([pass('Roster'), { section: 'Attendance', validation_status: 'FAIL' }]);
    expect(failing).toHaveLength(3);
    expect(failing.at(-1)?.validation_status).toBe('FAIL');
  });

  it('proceeds only when passes_validation is 1, else shows the reason', () => {
    expect(certificationGate({ passes_validation: 1, failed_validation_reason: null })).toEqual({ proceed: true });
    expect(certificationGate({ passes_validation: 0, failed_validation_reason: 'Roster is empty' })).toEqual({
      proceed: false,
      message: 'Roster is empty',
    });
    expect(certificationGate({ passes_validation: null, failed_validation_reason: ' ' })).toEqual({
      proceed: false,
      message: 'Error validating class',
    });
  });
});
