import { z } from 'zod';
import { bodyId } from '../../course/index.ts';
import { idParam } from '../../platform/index.ts';

/**
 * Role administration (/roles and /permissions; ADR 0030 for the calls
 * the spec does not show). GET /roles and GET /permissions are in api/reference.ts.
 */

export const PERMISSION_CODE_PATTERN = /^[A-Z]{3}[0-9]{3}$/;

export const roleRecordParams = z.object({ id: idParam.describe('The role id') });
export const roleCodeParams = z.object({
  id: idParam.describe('The role id'),
  code: z.string().regex(PERMISSION_CODE_PATTERN, 'Expected a permission code such as HPT013').describe('A permission code'),
});
export const rolePersonParams = z.object({ id: idParam.describe('The role id'), personId: idParam.describe('The person id') });

export const roleNameBody = z.object({
  role_name: z.string().trim().min(1, 'Required.').max(100, 'At most 100 characters.').describe('Unique within the firm'),
});
export const createRoleResponse = z.object({ id: z.number().int(), message: z.string() });
export const assignRoleBody = z.object({ personId: bodyId.describe('The person to give the role to') });

export const roleHolder = z.object({
  person_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  person_type: z.enum(['internal', 'external']),
  email_address: z.string().nullable(),
});
export type RoleHolder = z.infer<typeof roleHolder>;
export const roleHoldersResponse = z.array(roleHolder);
