import fc from 'fast-check';
import {
  type DocumentOperation,
  firstBranch,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  resolve,
  validValue,
} from './openapi-schema.ts';

/**
 * Malformed requests derived from an operation's parameters and body schema in the OpenAPI
 * document: each case breaks one thing of an otherwise valid request. The set is bounded
 * and deterministic (fast-check with a fixed seed), so a run takes the same time and a
 * failure comes back on the next run.
 */

export interface FuzzCase {
  label: string;
  /** Path and query string. */
  url: string;
  /** The body as sent, with its content type (none: no body). */
  body?: { text: string | Buffer; contentType: string };
}

/** A JSON number no double holds: JSON.stringify cannot write it, so it is spliced into the text. */
const INFINITE = '__fuzz_1e309__';
const toJson = (value: unknown) => JSON.stringify(value).replaceAll(`"${INFINITE}"`, '1e309');
const json = (value: unknown) => ({ text: toJson(value), contentType: 'application/json' });

/** 1 MB of text: under the body limit (1,048,576 bytes), so it reaches the schema. */
const HUGE = 'x'.repeat(1_000_000);
/** Longest text a URL carries here: Node refuses request heads over 16 KB (431). */
const LONG_IN_URL = 'x'.repeat(8_000);

/** Ids and numbers the contract must refuse, as they appear in a URL. */
const BAD_URL_VALUES: [string, string][] = [
  ['zero', '0'],
  ['negative', '-1'],
  ['2^31', '2147483648'],
  ['text', 'abc'],
  ['1e309', '1e309'],
  ['fraction', '1.5'],
  ['NUL', '%00'],
  ['empty', ''],
  ['long', LONG_IN_URL],
];

/** Values of the wrong type, out of range or absurd, for a JSON field. */
const BAD_JSON_VALUES: [string, unknown][] = [
  ['null', null],
  ['text', 'abc'],
  ['empty text', ''],
  ['true', true],
  ['array', [1]],
  ['object', { nested: 1 }],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['2^31', 2 ** 31],
  ['1e309', INFINITE],
  ['NUL', 'a\u0000b'],
];

/** The operation's path filled in with valid ids, and its required query parameters. */
export function baseUrl(doc: OpenApiDocument, template: string, params: Parameter[], change?: { name: string; raw: string }): string {
  let url = template;
  const query: string[] = [];
  for (const p of params) {
    const raw = change?.name === p.name ? change.raw : encodeURIComponent(String(validValue(doc, p.schema)));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, raw);
    else if (p.in === 'query' && (p.required || change?.name === p.name)) query.push(`${p.name}=${raw}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

function parameterCases(doc: OpenApiDocument, template: string, params: Parameter[], body: FuzzCase['body']): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const p of params.filter((x) => x.in === 'path' || x.in === 'query')) {
    for (const [what, raw] of BAD_URL_VALUES)
      cases.push({ label: `${p.in} ${p.name} ${what}`, url: baseUrl(doc, template, params, { name: p.name, raw }), body });
    if (p.in === 'query') {
      const v = encodeURIComponent(String(validValue(doc, p.schema)));
      cases.push({
        label: `query ${p.name} repeated`,
        url: baseUrl(doc, template, params, { name: p.name, raw: `${v}&${p.name}=${v}` }),
        body,
      });
    }
  }
  return cases;
}

/** Each property of an object schema broken in every way, one at a time, and nested objects one level down. */
function fieldCases(doc: OpenApiDocument, schema: JsonSchema, valid: Record<string, unknown>, depth: number): [string, unknown][] {
  const out: [string, unknown][] = [];
  const s = firstBranch(doc, schema);
  for (const [name, propSchema] of Object.entries(s.properties ?? {})) {
    const { [name]: _left, ...rest } = valid;
    if (s.required?.includes(name)) out.push([`${name} missing`, rest]);
    for (const [what, value] of BAD_JSON_VALUES) out.push([`${name} ${what}`, { ...valid, [name]: value }]);
    if (depth === 0) out.push([`${name} 1 MB`, { ...valid, [name]: HUGE }]);
    if (depth > 0) continue;
    const prop = firstBranch(doc, propSchema);
    const item = prop.type === 'array' && prop.items ? firstBranch(doc, prop.items) : undefined;
    if (prop.properties) {
      const inner = validValue(doc, prop) as Record<string, unknown>;
      for (const [what, value] of fieldCases(doc, prop, inner, depth + 1)) out.push([`${name}.${what}`, { ...valid, [name]: value }]);
    } else if (item?.properties) {
      const inner = validValue(doc, item) as Record<string, unknown>;
      for (const [what, value] of fieldCases(doc, item, inner, depth + 1)) out.push([`${name}[0].${what}`, { ...valid, [name]: [value] }]);
    }
  }
  return out;
}

/** A small seed from the operation's name: each operation its own random values, the same every run. */
function seedOf(key: string): number {
  let h = 7;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

/** The body schema's alternatives: each is fuzzed from a valid value of its own. */
function bodyBranches(doc: OpenApiDocument, schema: JsonSchema): JsonSchema[] {
  const s = resolve(doc, schema);
  const branches = s.anyOf ?? s.oneOf;
  return branches?.every((b) => firstBranch(doc, b).properties) ? branches : [s];
}

function bodyCases(doc: OpenApiDocument, key: string, url: string, schema: JsonSchema): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [i, branch] of bodyBranches(doc, schema).entries()) {
    const valid = validValue(doc, branch);
    if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) continue;
    const tag = i === 0 ? '' : `(branch ${i + 1}) `;
    for (const [what, body] of fieldCases(doc, branch, valid as Record<string, unknown>, 0))
      cases.push({ label: `body ${tag}${what}`, url, body: json(body) });
    // Random values at the schema's own keys: what a careless client sends.
    const keys = Object.keys(firstBranch(doc, branch).properties ?? {});
    if (keys.length) {
      const arbitrary = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: keys.length });
      for (const [n, body] of fc.sample(arbitrary, { seed: seedOf(key) + i, numRuns: 8 }).entries())
        cases.push({ label: `body ${tag}random #${n}`, url, body: json({ ...(valid as object), ...body }) });
    }
  }
  return cases;
}

const MALFORMED_BODIES: [string, string, string][] = [
  ['not JSON', '{"oops', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['JSON array', '[]', 'application/json'],
  ['JSON string', '"text"', 'application/json'],
  ['JSON 1e309', '1e309', 'application/json'],
  ['empty JSON', '', 'application/json'],
  ['deeply nested', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'application/json'],
  ['over the body limit', `"${'x'.repeat(1_100_000)}"`, 'application/json'],
  ['text/plain', 'hello', 'text/plain'],
];

/** Every case of a JSON operation: its parameters, its body fields and whole malformed bodies. */
export function jsonCases(doc: OpenApiDocument, { key, template, op }: DocumentOperation): FuzzCase[] {
  const params = op.parameters ?? [];
  const schema = op.requestBody?.content['application/json']?.schema;
  const validBody = schema ? json(validValue(doc, bodyBranches(doc, schema)[0] as JsonSchema)) : undefined;
  const url = baseUrl(doc, template, params);
  return [
    ...parameterCases(doc, template, params, validBody),
    ...(schema ? bodyCases(doc, key, url, schema) : []),
    ...MALFORMED_BODIES.map(([label, text, contentType]) => ({ label: `body ${label}`, url, body: { text, contentType } })),
  ];
}
