import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The one error shape of the whole API. */
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string().describe('Stable machine-readable code'),
    sqlMessage: z.string().optional().describe('Database message, where the spec says the screen shows it'),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('Per-field problems of a 400'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TENANT_NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'UNAVAILABLE',
  /** The tenant's maintenance flag is on: only the Educe ACC Administrators may change anything (ADR 0036). */
  'MAINTENANCE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The largest id a PostgreSQL integer column holds. */
export const INT4_MAX = 2_147_483_647;

/** Plain decimal digits: what `Number()` also reads ('0x1F', '1e0', '+1', ' 1', '1.0') is not an id. */
const DECIMAL_DIGITS = /^[0-9]{1,10}$/;

/**
 * A positive integer id: in a path (/person/{userId}) or a query it arrives as text and must be
 * decimal digits only; in a JSON body it is a number. Anything else is a 400 naming the field.
 */
export const idParam = z.preprocess(
  (value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value),
  z.number({ error: 'Expected a positive decimal integer' }).int().positive().max(INT4_MAX),
);

/**
 * A real day of the calendar as YYYY-MM-DD, from year 1 on (PostgreSQL has no year 0):
 * 2026-02-30 and 2026-13-01 are not days, though Date would roll them over.
 */
export function isCalendarDate(ymd: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const okBody = z.object({ message: z.string() });

/** Date-times travel as ISO-8601 strings. */
export const isoDateTime = z.string().describe('ISO-8601 date-time');

export const trimmed = (max: number) => z.string().trim().min(1, 'Required.').max(max);

/** A CSV export's answer (the route sends the file, not JSON). */
export const csvText = z.string().describe('text/csv; charset=utf-8');
/** A download's answer: the file itself, whatever its type. */
export const fileDownload = z.any();

/** An e-mail address, as every form and command takes it. */
export const emailAddress = z.string().trim().max(254).email(MESSAGES.invalidEmail);
/** A person's first or last name. */
export const personName = z.string().trim().min(1, MESSAGES.required).max(100);
