import { z } from 'zod';
import { ecpeTranscriptEntry } from '../../external-cpe/index.ts';
import { idParam, isoDateTime } from '../../platform/index.ts';
import { transcriptEntry } from './transcripts.ts';

export const personParams = z.object({ userId: idParam });

/** A user: person_id, display_id, names, e-mail, username, external, status. */
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

export const personAbilitiesBody = z
  .object({
    view: z.boolean(),
    editProfile: z.boolean(),
    editRoles: z.boolean(),
    merge: z.boolean(),
    editJurisdictions: z.boolean(),
    editDocuments: z.boolean(),
  })
  .meta({ id: 'PersonAbilities' });

export const profileParams = z.object({ personId: idParam });
export const profileQuery = z.object({
  person_type: z.enum(['internal', 'external', 'INTERNAL', 'EXTERNAL', 'Internal', 'External']).optional(),
});

/** A person's profile: names, dates, e-mails, ids, transcripts, roles. */
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
    transcripts: z.array(transcriptEntry),
    ecpe_transcripts: z.array(ecpeTranscriptEntry),
    jurisdictions: z.array(z.unknown()),
    roles: z.array(z.object({ id: z.number().int(), role_name: z.string(), is_system_role: z.boolean() })),
    permissions: z.array(z.string()),
    /** The person this one was merged into (ADR 0033); null for a person not merged away. */
    merged_into_id: z.number().int().nullable().default(null),
    /** What the caller may do with this person (contract policy/person-policy.ts), computed by the server. */
    abilities: personAbilitiesBody,
  })
  .meta({ id: 'PersonProfile' });
export type PersonProfile = z.infer<typeof profileBody>;

// Person search (GET /persons/search): the pickers of the course and class screens ----------

export const PERSON_SEARCH_TYPES = ['internal', 'external', 'all'] as const;
/** At most this many ids per request: a picker resolves the names of the people it shows. */
export const PERSON_SEARCH_MAX_IDS = 50;

export const personSearchQuery = z.object({
  /** Start of a first name, a last name, "first last" or an e-mail address; case-insensitive. */
  q: z.string().trim().max(100).optional(),
  type: z.enum(PERSON_SEARCH_TYPES).default('internal'),
  /** Only these people (comma-separated ids): how a picker shows the names of the people already chosen. */
  ids: z
    .string()
    .regex(
      new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${PERSON_SEARCH_MAX_IDS - 1}}$`),
      `Expected up to ${PERSON_SEARCH_MAX_IDS} comma-separated ids`,
    )
    .transform((v) => v.split(',').map(Number))
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'Expected positive ids')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PersonSearchQuery = z.input<typeof personSearchQuery>;

export const personSearchHit = z.object({
  id: z.number().int(),
  name: z.string(),
  person_type: z.enum(['internal', 'external']),
});
export type PersonSearchHit = z.infer<typeof personSearchHit>;
export const personSearchResponse = z.object({ people: z.array(personSearchHit) }).meta({ id: 'PersonSearch' });
