/**
 * Adding people (/addUser), the registrations not yet completed (/pending) and the bulk import
 * of people from CSV (user administration; ADR 0029).
 */
import { z } from 'zod';
import { emailAddress, idParam, isoDateTime, MESSAGES, personName } from '../../platform/index.ts';
import type { userBody } from './persons.ts';

export const USER_ADMIN_PERSON_TYPES = ['internal', 'external'] as const;
/** The id type a new person's id gets unless another is given: the firm's employee id. */
export const DEFAULT_PERSON_ID_TYPE = 'EMPLOYEE ID';

const optionalName = z.string().trim().max(100).optional();
const idType = z.string().trim().max(50);
const idValue = z.string().trim().max(100);

/**
 * POST /user-administration/users. An internal person (the firm's staff) may have legal names,
 * a directory username (else the e-mail address) and an id such as the employee id; an external
 * person has names and an e-mail address, which is also the username.
 */
export const addUserBody = z.object({
  person_type: z.enum(USER_ADMIN_PERSON_TYPES),
  first_name: personName,
  last_name: personName,
  email_address: emailAddress,
  legal_first_name: optionalName,
  legal_last_name: optionalName,
  username: z.string().trim().max(254).optional(),
  id_type: idType.optional(),
  id_value: idValue.optional(),
});
export type AddUserBody = z.input<typeof addUserBody>;
/** The answer: the new person as a user. */
export type AddedUser = z.infer<typeof userBody>;

// Pending registrations --------------------------------------------------------------------

export const PENDING_PAGE_SIZE = 50;

export const pendingQuery = z.object({
  /** nextCursor of the previous page, unchanged. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PENDING_PAGE_SIZE),
});
export type PendingQuery = z.input<typeof pendingQuery>;

export const pendingRegistration = z.object({
  person_id: z.number().int(),
  person_type: z.enum(USER_ADMIN_PERSON_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string().nullable(),
  username: z.string().nullable(),
  date_created: isoDateTime,
  /** When the newest registration link was e-mailed, and until when it works (null: none was sent). */
  link_sent_at: isoDateTime.nullable(),
  link_expires_at: isoDateTime.nullable(),
  link_expired: z.boolean(),
});
export type PendingRegistration = z.infer<typeof pendingRegistration>;

export const pendingResponse = z
  .object({ items: z.array(pendingRegistration), nextCursor: z.string().nullable() })
  .meta({ id: 'PendingRegistrations' });

export const resendParams = z.object({ personId: idParam });
export const resendResponse = z.object({
  message: z.string(),
  link_sent_at: isoDateTime,
  link_expires_at: isoDateTime,
});

// Bulk import --------------------------------------------------------------------------------

/** The header row of an import file, in this order. */
export const IMPORT_COLUMNS = ['person_type', 'first_name', 'last_name', 'email_address', 'id_type', 'id_value'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/**
 * At most this many bytes (UTF-8) of CSV: even a file of quotes and line breaks, whose JSON
 * escaping doubles it, stays under the API's 1 MiB request limit.
 */
export const IMPORT_MAX_BYTES = 500_000;
/** At most this many people per file. */
export const IMPORT_MAX_ROWS = 5_000;

export const importBody = z.object({
  csv: z.string().min(1, MESSAGES.required).max(IMPORT_MAX_BYTES),
  /** true: report each row's problems and write nothing. */
  dryRun: z.boolean().default(true),
});
export type ImportBody = z.input<typeof importBody>;

export const importProblem = z.object({ field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

export const IMPORT_ROW_STATUSES = ['valid', 'created', 'invalid'] as const;
export const importRowResult = z.object({
  /** The file's line number of the row (the header is line 1). */
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** As the file gives it, lower-cased ('internal', 'external', or what the row wrongly says). */
  person_type: z.string(),
  email_address: z.string(),
  person_id: z.number().int().nullable(),
  problems: z.array(importProblem),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importResponse = z
  .object({
    dryRun: z.boolean(),
    /** Whether the people were written: never on a dry run, and never when any row has a problem. */
    imported: z.boolean(),
    created: z.number().int(),
    rows: z.array(importRowResult),
  })
  .meta({ id: 'UserImport' });
export type ImportResponse = z.infer<typeof importResponse>;
