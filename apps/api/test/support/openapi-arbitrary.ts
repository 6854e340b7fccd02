import fc from 'fast-check';
import type { FuzzCase } from './openapi-cases.ts';
import { type DocumentOperation, firstBranch, type JsonSchema, type OpenApiDocument, resolve } from './openapi-schema.ts';

/**
 * fast-check arbitraries of values a schema accepts (or nearly: union branches, nulls,
 * edges of ranges): requests that pass validation and reach the handlers, where a 500
 * would hide. Ids stay small so that they meet the seeded records.
 */

const INT4_MAX = 2_147_483_647;

function integerOf(s: JsonSchema): fc.Arbitrary<number> {
  const exclusive = s.exclusiveMinimum === true ? 1 : 0;
  const min = typeof s.minimum === 'number' ? Math.max(s.minimum + exclusive, -INT4_MAX) : -5;
  const max = typeof s.maximum === 'number' ? Math.min(s.maximum, INT4_MAX) : INT4_MAX;
  const small = fc.integer({ min: Math.max(min, Math.min(0, max)), max: Math.min(max, Math.max(min, 40)) });
  return fc.oneof({ weight: 4, arbitrary: small }, fc.constantFrom(min, max));
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 1_000));
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constant('x'.repeat(s.maxLength ?? minLength)),
  );
}

export function arbitraryOf(doc: OpenApiDocument, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const r = resolve(doc, schema);
  const branches = r.anyOf ?? r.oneOf;
  const value = branches
    ? fc.oneof(...branches.map((b) => arbitraryOf(doc, b, depth + 1)))
    : plainArbitrary(doc, firstBranch(doc, r), depth);
  return r.nullable ? fc.option(value, { nil: null }) : value;
}

function plainArbitrary(doc: OpenApiDocument, s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'integer':
      return integerOf(s);
    case 'number':
      return fc.oneof(integerOf(s), fc.double({ noNaN: true, noDefaultInfinity: true, min: s.minimum, max: s.maximum }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(s);
    case 'array':
      return depth > 3 || !s.items
        ? fc.constant([])
        : fc.array(arbitraryOf(doc, s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, 3) });
    default: {
      if (!s.properties || depth > 3) return fc.constant({});
      const props = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, arbitraryOf(doc, v, depth + 1)]));
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
  }
}

/**
 * Requests whose every part has the shape the document asks for, with random contents:
 * path and query parameters and the JSON body. `count` per operation, the same every run.
 */
export function shapedCases(doc: OpenApiDocument, { key, method, template, op }: DocumentOperation, count: number): FuzzCase[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const schema = op.requestBody?.content['application/json']?.schema;
  const request = fc.record({
    params: fc.tuple(
      ...params.map((p) => (p.in === 'path' || p.required ? arbitraryOf(doc, p.schema) : fc.option(arbitraryOf(doc, p.schema)))),
    ),
    body: schema && method !== 'GET' ? arbitraryOf(doc, schema) : fc.constant(undefined),
  });
  let seed = 11;
  for (const c of key) seed = (seed * 31 + c.charCodeAt(0)) | 0;
  return fc.sample(request, { seed, numRuns: count }).map(({ params: values, body }, n) => {
    let url = template;
    const query: string[] = [];
    for (const [i, p] of params.entries()) {
      const v = values[i];
      if (v === null || v === undefined) continue;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(v)));
      else query.push(`${p.name}=${encodeURIComponent(String(v))}`);
    }
    if (query.length) url += `?${query.join('&')}`;
    const sent = body === undefined ? undefined : { text: JSON.stringify(body), contentType: 'application/json' };
    return { label: `shaped #${n} ${url} ${sent?.text.slice(0, 150) ?? ''}`, url, body: sent };
  });
}
