import { z } from 'zod';
import { idParam, isoDateTime } from './common.ts';

export const personParams = z.object({ userId: idParam });

/** Spec §3 User. */
export const userBody = z
  .object({
    person_id: z.number().int(),
    id: z.number().int(),
    display_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email_address: z.string().nullable(),
    username: z.string().nullable(),
    external: z.union([z.literal(0), z.literal(1)]),
    status: z.string(),
  })
  .meta({ id: 'User' });

export const profileParams = z.object({ personId: idParam });
export const profileQuery = z.object({
  person_type: z.enum(['internal', 'external', 'INTERNAL', 'EXTERNAL', 'Internal', 'External']).optional(),
});

/** Spec §3 Person profile. */
export const profileBody = z
  .object({
    id: z.number().int(),
    person_type: z.enum(['internal', 'external']),
    username: z.string().nullable(),
    name_primary_first: z.string(),
    name_primary_last: z.string(),
    name_legal_first: z.string().nullable(),
    name_legal_last: z.string().nullable(),
    date_created: isoDateTime,
    date_login: isoDateTime.nullable(),
    date_refreshed: isoDateTime.nullable(),
    emails: z.array(z.object({ email_address: z.string(), is_primary: z.enum(['Y', 'N']) })),
    ids: z.array(z.object({ id_type: z.string(), value: z.string(), is_primary: z.enum(['Y', 'N']) })),
    transcripts: z.array(z.unknown()),
    ecpe_transcripts: z.array(z.unknown()),
    jurisdictions: z.array(z.unknown()),
    roles: z.array(z.object({ id: z.number().int(), role_name: z.string(), is_system_role: z.boolean() })),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'PersonProfile' });
