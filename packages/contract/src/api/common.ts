import { z } from 'zod';

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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Positive integer id in a path, e.g. /person/{userId}. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const okBody = z.object({ message: z.string() });

/** Date-times travel as ISO-8601 strings. */
export const isoDateTime = z.string().describe('ISO-8601 date-time');

export const trimmed = (max: number) => z.string().trim().min(1, 'Required.').max(max);
