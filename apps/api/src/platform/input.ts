import type { FastifyRequest } from 'fastify';
import { invalid } from './errors.ts';

/**
 * PostgreSQL text cannot hold U+0000, nor a lone UTF-16 surrogate ("\ud800" is valid JSON but
 * not Unicode: it cannot be written as UTF-8). A string with either is refused before schema
 * validation, naming the field, instead of failing inside a query (a 400 that names no field)
 * or being kept where no query looks at it (a password hash). Keys are checked like values.
 */
export async function refuseUnstorableCharacters(req: FastifyRequest): Promise<void> {
  const parts = [
    ['params', req.params],
    ['querystring', req.query],
    ['body', req.body],
  ] as const;
  for (const [context, value] of parts) {
    const found = unstorableField(value, context, 0);
    if (found) throw invalid(found.field, found.message);
  }
}

const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
const SURROGATE_MESSAGE = 'must be valid Unicode text: it holds half of a character (a lone UTF-16 surrogate)';

/** In a `u` pattern a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL in a key is replaced to name the field.
const UNSHOWABLE = /[\uD800-\uDFFF\u0000]/gu;

function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/** Our schemas are shallow; deeper values fail validation anyway. */
const MAX_DEPTH = 16;

function unstorableField(value: unknown, path: string, depth: number): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorableText(value);
    return message ? { field: path, message } : null;
  }
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    // A bad key is named by its place: the key itself cannot be shown as it is.
    const keyMessage = unstorableText(key);
    if (keyMessage) return { field: `${path}.${key.replace(UNSHOWABLE, '\uFFFD')}`, message: `has a key that ${keyMessage}` };
    const found = unstorableField(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
