import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/app.ts';
import { shapedCases } from './openapi-arbitrary.ts';
import { type FuzzCase, jsonCases } from './openapi-cases.ts';
import { multipartCases } from './openapi-multipart-cases.ts';
import { type DocumentOperation, documentOperations, fieldNames, type OpenApiDocument } from './openapi-schema.ts';
import { type Session, startTestServer } from './test-server.ts';

/**
 * Every operation of the served OpenAPI document, called by an administrator (who may call
 * them all) with malformed requests derived from its parameters and body schema: wrong
 * types, missing fields, nulls, 1 MB strings, bad ids, malformed JSON and multipart. No
 * answer may be a 5xx, and a 400 must name the field it refuses. A new route is covered as
 * soon as it is in the document. The server and its database are this file's own, so what
 * the cases change touches no other test. The cases are the same every run (fast-check with a
 * fixed seed per operation); FUZZ_SHAPED=150 explores more requests of the right shape.
 *
 * The operations are dealt round-robin over SHARDS test files (openapi-fuzz-<k>.test.ts), each with
 * a server of its own, so that the suite's two workers share the work (it is the longest file).
 */
export const SHARDS = 4;

export async function fuzzShard(shard: number): Promise<void> {
  const server = await startTestServer({ mailer: { async send() {} } });
  const doc: OpenApiDocument = (await server.call('GET', '/api/openapi.json')).body;
  afterAll(() => server.close());

  /** Upload routes take multipart/form-data, which the document does not describe: the app's own route list says which. */
  const uploads = new Set(apiRoutes.filter((r) => r.upload).map((r) => `${r.method} /api${r.url.replace(/:(\w+)/g, '{$1}')}`));

  async function send(session: Session, method: string, c: FuzzCase) {
    const headers: Record<string, string> = {
      subdomain_name: session.tenant,
      authorization: `Bearer ${session.token}`,
      user_id: String(session.personId),
    };
    if (c.body) headers['content-type'] = c.body.contentType;
    const res = await fetch(server.url + c.url, { method, headers, body: c.body?.text, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (CSV, an empty answer): only the status matters then.
    }
    return { status: res.status, body: body as { message?: unknown; errors?: { field?: unknown }[] } | null };
  }

  /** A 400 names the field: an `errors[].field`, or a message with a parameter's or property's name in it. */
  function namesAField(body: { message?: unknown; errors?: { field?: unknown }[] } | null, names: Set<string>): boolean {
    if (body?.errors?.some((e) => typeof e.field === 'string' && e.field.length > 0)) return true;
    const message = typeof body?.message === 'string' ? body.message : '';
    return [...names].some((n) => message.includes(n));
  }

  function casesOf(operation: DocumentOperation): FuzzCase[] {
    if (uploads.has(operation.key)) return multipartCases(doc, operation);
    const cases = [...jsonCases(doc, operation), ...shapedCases(doc, operation, Number(process.env.FUZZ_SHAPED ?? 24))];
    // fetch sends no body with a GET (and Fastify reads none).
    return operation.method === 'GET' ? cases.filter((c) => !c.body) : cases;
  }

  const all = documentOperations(doc);
  const operations = all.filter((_o, i) => i % SHARDS === shard);

  describe(`OpenAPI fuzz (shard ${shard + 1} of ${SHARDS}): malformed requests get a 4xx, and a 400 names the field`, () => {
    it(`covers its share of every operation of the document (shard ${shard + 1} of ${SHARDS}), uploads among them`, () => {
      expect(all.length).toBeGreaterThan(100);
      expect(operations.length).toBe(Math.ceil((all.length - shard) / SHARDS));
      expect(all.filter((o) => uploads.has(o.key)).length).toBeGreaterThan(0);
    });

    it.each(operations.map((o) => [o.key, o] as const))('%s', async (_key, operation) => {
      // A new rate-limit window and a fresh session for each operation: a case may sign the session out.
      server.clock.advanceMinutes(1);
      let session = await server.login('admin');
      const names = new Set(['body', ...(operation.op.parameters ?? []).map((p) => p.name)]);
      fieldNames(doc, operation.op.requestBody?.content['application/json']?.schema, names);
      const failures: string[] = [];
      for (const [i, c] of casesOf(operation).entries()) {
        // The rate limits count requests that pass validation: keep each window under them.
        if (i % 25 === 24) {
          server.clock.advanceMinutes(1);
          session = await server.login('admin');
        }
        const res = await send(session, operation.method, c);
        const brief = `${c.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (res.status >= 500) failures.push(brief);
        else if (res.status === 400 && !namesAField(res.body, names)) failures.push(`${brief} (names no field)`);
      }
      expect(failures).toEqual([]);
    });
  });
}
