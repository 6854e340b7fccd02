import fc from 'fast-check';

/**
 * The parts of the OpenAPI document (generated from the routes' zod schemas) that the
 * fuzz test reads, and a valid value for each schema, so that one request breaks one
 * field at a time while the rest of it passes.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface DocumentOperation {
  /** 'PUT /api/class/{id}', as route-contract.test.ts names operations. */
  key: string;
  method: string;
  template: string;
  op: Operation;
}

export function documentOperations(doc: OpenApiDocument): DocumentOperation[] {
  return Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${template}`, method: m.toUpperCase(), template, op })),
  );
}

/** A schema with its `$ref` (to components.schemas) replaced by what it points to. */
export function resolve(doc: OpenApiDocument, s: JsonSchema): JsonSchema {
  if (!s.$ref) return s;
  const name = s.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${s.$ref}`);
  return resolve(doc, target);
}

/** The first branch of a union: the one a valid value is made for. */
export function firstBranch(doc: OpenApiDocument, s: JsonSchema): JsonSchema {
  const r = resolve(doc, s);
  const branch = r.anyOf?.[0] ?? r.oneOf?.[0] ?? r.allOf?.[0];
  return branch ? firstBranch(doc, branch) : r;
}

/** Values some pattern of the contract accepts (dates, times, digits, tokens), tried before fast-check guesses. */
const PATTERN_GUESSES = ['2026-03-02', '09:00', '1', 'A'.repeat(43), 'abc', '2026-03-02T09:00:00Z'];

function matchingString(s: JsonSchema): string {
  const min = s.minLength ?? 0;
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.format === 'date-time') return '2026-03-02T09:00:00.000Z';
  if (s.format === 'date') return '2026-03-02';
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const guess = PATTERN_GUESSES.find((g) => re.test(g) && g.length >= min);
    if (guess) return guess;
    const [sample] = fc.sample(fc.stringMatching(re), { seed: 12, numRuns: 1 });
    return sample ?? 'a';
  }
  return 'a'.repeat(Math.max(1, min));
}

/** A value the schema accepts: the minimum the contract asks for. */
export function validValue(doc: OpenApiDocument, schema: JsonSchema, depth = 0): unknown {
  const s = firstBranch(doc, schema);
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 1;
      return Math.max(min, 1) > (s.maximum ?? Number.MAX_SAFE_INTEGER) ? min : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'string':
      return matchingString(s);
    case 'array': {
      if (!s.items || depth > 4) return [];
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => validValue(doc, s.items as JsonSchema, depth + 1));
    }
    case 'object':
      return validObject(doc, s, depth);
    default:
      return s.properties ? validObject(doc, s, depth) : null;
  }
}

function validObject(doc: OpenApiDocument, s: JsonSchema, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (depth > 4) return out;
  for (const [name, prop] of Object.entries(s.properties ?? {})) out[name] = validValue(doc, prop, depth + 1);
  return out;
}

/** Every property name of a schema, at any depth: what a 400's message may name. */
export function fieldNames(doc: OpenApiDocument, schema: JsonSchema | undefined, into = new Set<string>(), depth = 0): Set<string> {
  if (!schema || depth > 6) return into;
  const s = resolve(doc, schema);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    into.add(name);
    fieldNames(doc, prop, into, depth + 1);
  }
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? []), ...(s.items ? [s.items] : [])])
    fieldNames(doc, branch, into, depth + 1);
  return into;
}
