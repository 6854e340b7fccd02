/**
 * The class policy (ADR 0015, ADR 0018): which codes let someone sync, void,
 * certify and run classes, who sees which class, and the abilities GET /class/{id}
 * sends. The server's route rules, loadClass, class search and the screens read this
 * module: a class code is spelled here and in permissions.ts, nowhere else.
 */

import { COURSE_ACCESS_CODES, COURSE_POLICY_CODES, LOCAL_LEARNING_ACCESS_CODES } from '../../course/index.ts';
import { type PermissionCode, type PermissionRequirement, satisfies } from '../../platform/index.ts';
import { CLASS_MESSAGES } from '../rules/class-messages.ts';
import type { ClassAccess } from '../rules/class-rules.ts';

/** The class codes by what they let someone do. */
export const CLASS_POLICY_CODES = {
  /** Sync a class with the LMS (not when Voided). */
  sync: 'CLS046',
  /** Void an Uncertified class. */
  void: 'CLS054',
  /** Together, show Certify. */
  certify: ['CLS032', 'CLS057'],
  /** Edit the AOA code expiry on a class. */
  codeExpiry: 'CLS055',
  /** See the attendance (AOA) code section, of a class one runs or teaches. */
  seeCodes: 'HPT005',
} as const satisfies Record<string, PermissionCode | readonly PermissionCode[]>;

const { sync, void: voidCode, certify, codeExpiry, seeCodes } = CLASS_POLICY_CODES;

/**
 * Codes of people who run classes (sync, void, certify, code expiry). Whoever
 * holds one may create a class and change any class of the firm; the spec has no code
 * of its own for that, and these are the people it trusts with a class's outcome.
 */
export const CLASS_RUNNER_CODES = [sync, voidCode, ...certify, codeExpiry] as const satisfies readonly PermissionCode[];

export function runsClasses(permissions: Iterable<string>): boolean {
  return satisfies(permissions, [CLASS_RUNNER_CODES]);
}

/** Who may create a class: people who run classes. POST /class authorizes with it, and the New class buttons show by it. */
export const CREATE_CLASS_REQUIREMENT: PermissionRequirement = [CLASS_RUNNER_CODES];

export function canCreateClass(permissions: Iterable<string>): boolean {
  return satisfies(permissions, CREATE_CLASS_REQUIREMENT);
}

/**
 * Codes that may open the class screens and call the class routes: any course code, a
 * class runner's code, or a local learning code (the roster of a local learning is its
 * class's). Each class is then checked by its visibility and abilities. HPT005 (the code
 * section) is not one: learners hold it to verify their affidavits by code (HPT005 'see
 * the AOA code section'), and it must not open the class routes to them.
 */
export const CLASS_ACCESS_CODES: readonly PermissionCode[] = [
  ...new Set([...COURSE_ACCESS_CODES, ...CLASS_RUNNER_CODES, ...LOCAL_LEARNING_ACCESS_CODES]),
];

/**
 * The class of an offering that has its own rights (ADR 0025): a local learning's class is
 * opened and changed by the local learning's abilities, not by the class codes.
 */
export interface ClassOffering {
  /** The local learning's `view`: its class is visible to whoever may see it. */
  view: boolean;
  /** The local learning's `edit`: roster, attendance, missed time and learners. */
  edit: boolean;
  /** LLP060: the AOA code expiry (CLS055 does not apply to it). */
  editCodeExpiry: boolean;
}

// Visibility ------------------------------------------------------------------------------

/**
 * Codes that let someone see every class of the firm: people who run classes, and viewers
 * of Finalized courses, whose agendas the classes deliver. Anyone else sees the classes
 * they are involved in: they teach them (preferred or module instructor) or are a contact.
 */
export const CLASS_SEE_ALL: readonly PermissionCode[] = [...CLASS_RUNNER_CODES, COURSE_POLICY_CODES.viewFinalized];

/** Whether the codes alone let the person see every class; when not, search and loadClass ask who is involved. */
export function seesEveryClass(permissions: Iterable<string>): boolean {
  return satisfies(permissions, [CLASS_SEE_ALL]);
}

/** Whether the person may see (open) the class: GET /class/{id} answers 200, search lists it. */
export function classVisible(caller: { permissions: Iterable<string>; involved: boolean; offering?: ClassOffering }): boolean {
  return seesEveryClass(caller.permissions) || caller.involved || caller.offering?.view === true;
}

// Abilities -------------------------------------------------------------------------------

export interface ClassTenantFlags {
  /** The tenant setting that turns sync off for Certified classes. */
  syncCertifiedDisabled: boolean;
}

export interface ClassAbilities {
  /** Class Details, roster (add, remove learners), staff, instructors and documents: people who run classes. */
  edit: boolean;
  /** Attendance and missed time of the roster: people who run classes, or an instructor of the class while Uncertified. */
  markAttendance: boolean;
  /** The manual Sync with the LMS button. */
  sync: boolean;
  /** Whether automatic (scheduled) syncs may touch the class: Certified classes sync only manually. */
  autoSync: boolean;
  void: boolean;
  certify: boolean;
  certifyLabel: typeof CLASS_MESSAGES.certify | typeof CLASS_MESSAGES.reCertify;
  /** Edit the codes' expiration dates; codeEditingDisabled may still forbid it. */
  editCodeExpiry: boolean;
  /** See the attendance (AOA) code section, of a class one runs or teaches. */
  seeCodes: boolean;
}

/** Who asks: their permission codes, and whether they are an instructor of the class (preferred or of a module). */
export interface ClassCaller {
  permissions: Iterable<string>;
  teaches: boolean;
  /** The offering's abilities when the class delivers a local learning. */
  offering?: ClassOffering;
}

/**
 * What the caller may do with the class. A Voided class is final: nothing but seeing
 * its codes. An instructor who does not run classes takes attendance of the classes
 * they teach while Uncertified and sees their codes; nothing else. These do not look
 * at the course agenda: the actions are shown, and classActionBlocked answers when one
 * is taken before the agenda is finalized. The class of a local learning follows the local
 * learning's rights: its roster while the local learning may be edited, its code expiry by
 * LLP060; sync, void and certify stay the class codes'.
 */
export function classAbilities(cls: ClassAccess, caller: ClassCaller, tenant: ClassTenantFlags): ClassAbilities {
  const held = new Set(caller.permissions);
  const runs = runsClasses(held);
  const live = cls.status !== 'Voided';
  const certified = cls.status === 'Certified';
  const changeable = live && Boolean(cls.is_editable);
  const offering = caller.offering;
  if (offering) {
    return {
      edit: changeable && offering.edit,
      markAttendance: changeable && (offering.edit || (caller.teaches && cls.status === 'Uncertified')),
      sync: live && held.has(sync) && !(certified && tenant.syncCertifiedDisabled),
      autoSync: cls.status === 'Uncertified',
      void: cls.status === 'Uncertified' && held.has(voidCode),
      certify: live && satisfies(held, certify),
      certifyLabel: cls.status === 'Uncertified' ? CLASS_MESSAGES.certify : CLASS_MESSAGES.reCertify,
      editCodeExpiry: live && offering.editCodeExpiry,
      seeCodes: offering.view || (held.has(seeCodes) && (runs || caller.teaches)),
    };
  }
  return {
    edit: changeable && runs,
    markAttendance: changeable && (runs || (caller.teaches && cls.status === 'Uncertified')),
    sync: live && held.has(sync) && !(certified && tenant.syncCertifiedDisabled),
    autoSync: cls.status === 'Uncertified',
    void: cls.status === 'Uncertified' && held.has(voidCode),
    certify: live && satisfies(held, certify),
    certifyLabel: cls.status === 'Uncertified' ? CLASS_MESSAGES.certify : CLASS_MESSAGES.reCertify,
    editCodeExpiry: live && held.has(codeExpiry),
    seeCodes: held.has(seeCodes) && (runs || caller.teaches),
  };
}
