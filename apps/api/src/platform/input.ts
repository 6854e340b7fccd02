import type { FastifyRequest } from 'fastify';
import { invalid } from './errors.ts';

/**
 * PostgreSQL text cannot hold U+0000. A string with it is refused before schema
 * validation, naming the field, instead of failing inside a query (a 400 that
 * names no field) or being kept where no query looks at it (a password hash).
 */
export async function refuseNulCharacters(req: FastifyRequest): Promise<void> {
  const parts = [
    ['params', req.params],
    ['querystring', req.query],
    ['body', req.body],
  ] as const;
  for (const [context, value] of parts) {
    const field = fieldWithNul(value, context, 0);
    if (field) throw invalid(field, 'must not contain the NUL character (U+0000)');
  }
}

/** Our schemas are shallow; deeper values fail validation anyway. */
const MAX_DEPTH = 16;

function fieldWithNul(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const field = fieldWithNul(item, `${path}.${key}`, depth + 1);
    if (field) return field;
  }
  return null;
}
