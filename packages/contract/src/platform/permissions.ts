/**
 * Permission codes and role names, verbatim. Roles and their grants
 * live in the database (seeded per tenant); this catalogue is what the codes mean.
 */
export const PERMISSIONS = {
  ECP003: 'show Qualifying Program',
  ECP004: 'show Program Type',
  ECP005: 'show Delivery Method',
  ECP007: 'show LMS ID',
  ECP006: 'edit a Draft external CPE',
  ECP051: 'edit a Submitted external CPE',
  ECP050: 'Not Approved on external CPE in Submitted or Reopened',
  HPT023: 'required for user administration',
  ADM001: 'internal users',
  ADM002: 'external users',
  ADM003: 'both',
  ADM008: 'merge',
  HPT014: 'permissions page',
  HPT013: 'roles page',
  HPT024: 'email templates',
  HPT005: 'see the AOA code section',
  CRS007: 'edit or view a Draft course, and enable Sync with SAP',
  CRS047: 'Pending Signoff, Group Internet-Based',
  CRS048: 'Pending Signoff, Group Live',
  CRS049: 'Pending Signoff, Group Live & Group Internet',
  CRS043: 'Pending Signoff, QAS Self Study',
  CRS045: 'Pending Signoff, Nano Learning',
  CRS046: 'Pending Signoff, Interactive Self Study',
  CRS054: 'Pending Signoff, Not Applicable (edit)',
  CRS053: 'view Finalized courses',
  FIN030: 'view Editing courses',
  FIN015: 'finalized edit of Content Review for course',
  FIN016: 'finalized edit of Content Review for local learning',
  LLP057: 'edit a Draft local learning (the submitter may also)',
  LLP056: 'edit Pending Signoff local learning',
  LLP063: 'edit Pending Delivery local learning',
  LLP060: 'edit the AOA code expiry on local learning',
  LLP065: 'Not Approved on local learning in Pending Delivery',
  VCP001: 'edit vended content in Draft',
  CLS046: 'sync a class with the LMS (not when Voided)',
  CLS054: 'void an Uncertified class',
  CLS032: 'with CLS057, show Certify',
  CLS057: 'with CLS032, show Certify',
  CLS055: 'edit the AOA code expiry on a class',
  AOA050: 'Not Approved on an AOA',
} as const;

export type PermissionCode = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

export function isPermissionCode(value: string): value is PermissionCode {
  return Object.hasOwn(PERMISSIONS, value);
}

/** The five roles the product shows; other role names are not shown. */
export const ROLES = {
  accAdmin: 'Educe ACC Administrator',
  admin: 'Admin',
  coordinator: 'On-site Coordinator',
  instructor: 'Instructor',
  learner: 'Learner',
} as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES = Object.values(ROLES) as RoleName[];

/** Role id 26 lists the common IRS CE approvers. */
export const IRS_CE_APPROVER_ROLE_ID = 26;

/** Class contact roles are recognised by name. */
export const DEDICATED_MONITOR_ROLE = 'Dedicated Attendance Monitor (100:1)';
export const DEDICATED_MONITOR_RATIO = 100;
export function classContactKind(roleName: string): 'dedicated-monitor' | 'monitor' | 'coordinator' | 'other' {
  if (roleName === DEDICATED_MONITOR_ROLE) return 'dedicated-monitor';
  if (roleName.includes('Monitor')) return 'monitor';
  if (roleName.includes('Coordinator')) return 'coordinator';
  return 'other';
}

/**
 * An authorization requirement as the spec words it: each entry is a code, or an
 * any-of list of codes; all entries must be satisfied. Used by the server's route
 * rules and by the browser's route permission map alike.
 */
export type PermissionRequirement = ReadonlyArray<PermissionCode | ReadonlyArray<PermissionCode>>;

export function satisfies(held: Iterable<string>, requirement: PermissionRequirement): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return requirement.every((entry) => (typeof entry === 'string' ? set.has(entry) : entry.some((code) => set.has(code))));
}
