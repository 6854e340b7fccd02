import { CLASS_OBJECT_TYPE, IRS_CE_APPROVER_ROLE_ID, PERMISSION_CODES, type PermissionCode, ROLES } from '@cpe/contract';

/**
 * The roles every tenant starts with, their pinned ids, and the permission codes a
 * firm would give each. Admin and Educe ACC Administrator hold every code.
 */
export const SYSTEM_ROLES = [
  { id: 1, role_name: ROLES.accAdmin, permissions: PERMISSION_CODES },
  { id: 2, role_name: ROLES.admin, permissions: PERMISSION_CODES },
  {
    id: 3,
    role_name: ROLES.coordinator,
    // Runs classes in the room: attendance codes, sync, certification, AOA decisions.
    permissions: [
      'HPT005',
      'CLS046',
      'CLS032',
      'CLS057',
      'CLS055',
      'CLS054',
      'AOA050',
      'CRS053',
      'FIN030',
      'LLP060',
      'LLP063',
      'LLP065',
    ] satisfies PermissionCode[],
  },
  {
    id: 4,
    role_name: ROLES.instructor,
    // Develops and delivers content: drafts courses, sees attendance codes of their classes.
    permissions: ['CRS007', 'CRS053', 'FIN030', 'HPT005', 'LLP057'] satisfies PermissionCode[],
  },
  {
    id: 5,
    role_name: ROLES.learner,
    // Sees the program fields of their own external CPE requests, and the AOA code section.
    permissions: ['ECP003', 'ECP004', 'ECP005', 'ECP007', 'HPT005'] satisfies PermissionCode[],
  },
] as const;

/** Non-system roles: class contacts and the common IRS CE approvers (role id 26). */
export const CONTACT_ROLES = [
  { id: 20, role_name: 'Class Coordinator' },
  { id: 21, role_name: 'Attendance Monitor' },
  { id: 22, role_name: 'Dedicated Attendance Monitor (100:1)' },
  { id: 23, role_name: 'Facilitator' },
  { id: IRS_CE_APPROVER_ROLE_ID, role_name: 'IRS CE Approver' },
] as const;

/** Learning object type 3 is a class; these roles can be its contacts. */
export const CLASS_LEARNING_OBJECT_TYPE = CLASS_OBJECT_TYPE;
export const CLASS_CONTACT_ROLE_IDS = [20, 21, 22, 23];
