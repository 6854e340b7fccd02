import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, createApp } from '../../src/app.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';
import { ids, type Role, SAMPLES } from './route-samples.ts';
import { acmeClassPaths, classIds } from './route-samples-classes.ts';
import { acmeCoursePaths } from './route-samples-courses.ts';
import { prepareSampleIds } from './route-samples-prepare.ts';

/**
 * The route contract, generated from the running app and its OpenAPI document:
 * every route has an authorization rule, rejects malformed input with a 400 that
 * names the field, and refuses the callers its rule denies.
 */

let server: TestServer;
let doc: { paths: Record<string, Record<string, Operation>> };
const sessions: Record<Role, Session> = {} as never;

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

function operations(): { key: string; method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path, op })),
  );
}

async function insertAlert(tenant: string, personId: number): Promise<number> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      "INSERT INTO alerts (tenant_id, person_id, type, message) SELECT id, $2, 'info', 'Hello' FROM tenants WHERE subdomain = $1 RETURNING id",
      [tenant, personId],
    ),
  );
  return (rows[0] as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer({ mailer: { async send() {} } });
  doc = (await server.call('GET', '/api/openapi.json')).body;
  for (const [role, username] of [
    ['admin', 'admin'],
    ['learner', 'learner'],
    ['external', 'external.learner'],
    ['accadmin', 'accadmin'],
  ] as const) {
    sessions[role] = await server.login(username);
    ids[role] = sessions[role].personId;
  }
  ids.alert = await insertAlert('demo', ids.learner);
  const acme = await server.login('admin', 'acme');
  ids.acmePerson = acme.personId;
  ids.acmeAlert = await insertAlert('acme', acme.personId);
  await prepareSampleIds(server, sessions.admin);
});
afterAll(async () => {
  await server?.close();
});

/** Every registered route, from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[└├]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = (m[1] as string).length / 4;
    const parent = depth === 0 ? '' : (stack[depth - 1] as string);
    const segment = m[2] as string;
    const url = parent + (segment === '*' && !parent.endsWith('/') ? '/*' : segment);
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url: url.replace(/\/\//g, '/') });
  }
  return routes;
}

describe('(i) every /api route has an authorization rule', () => {
  it('each route of the app is a declared route with a rule, health, or the API documentation', () => {
    const routes = registeredRoutes(server.app).filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(apiRoutes.length);
    // The parse is right: Fastify knows each route (its tree print abbreviates wildcard parents).
    for (const r of routes.filter((x) => !x.url.includes('*')))
      expect(server.app.hasRoute({ method: r.method as 'GET', url: r.url }), `${r.method} ${r.url}`).toBe(true);
    const declared = new Map(apiRoutes.map((s) => [`${s.method} /api${s.url}`, s]));
    const platform = /^GET \/api\/(health(\/ready)?|openapi\.json|docs(\/.*)?)$/;
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const spec = declared.get(key);
      if (!spec) {
        expect(key, 'a route registered outside defineRoute').toMatch(platform);
        continue;
      }
      expect(spec.auth.description, key).toMatch(/\S/);
      expect(typeof spec.auth.allows, key).toBe('function');
      expect(typeof spec.auth.needsSession, key).toBe('function');
    }
    // And the other way round: every declared route is registered.
    for (const key of declared.keys()) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(key);
  });

  it('the server refuses to start with an /api route that declares no rule', async () => {
    const { app } = await createApp({ config: server.config, db: server.db, mailer: { async send() {} }, logger: false });
    try {
      const attempt = async () => {
        app.get('/api/forgotten', async () => ({ ok: true }));
        await app.ready();
      };
      await expect(attempt()).rejects.toThrow(/no authorization rule/);
    } finally {
      await app.close().catch(() => {});
    }
  });
});

const EXPECTED_FIELD = (res: { body: any }, field: string) => {
  const fields: string[] = (res.body?.errors ?? []).map((e: { field: string }) => e.field);
  return fields.some((f) => f.endsWith(field)) || String(res.body?.message).includes(field);
};

/** Values that break a schema, each with a description for the failure message. */
function badValues(s: JsonSchema): [string, unknown][] {
  const bad: [string, unknown][] = [['object', { nested: 1 }]];
  const types = s.anyOf ? s.anyOf.map((x) => x.type) : [s.type];
  const onlyString = types.length === 1 && types[0] === 'string';
  if (!onlyString) bad.push(['non-numeric string', 'abc']);
  if (!types.includes('boolean')) bad.push(['boolean', true]);
  if (!types.includes('array')) bad.push(['array', [1]]);
  if (types.includes('integer') || types.includes('number')) {
    if (s.minimum !== undefined) bad.push(['below minimum', -1]);
    // A fraction breaks only an integer: credits (a number) come in 0.1 steps, and 1.5 is one.
    if (types.includes('integer')) bad.push(['fraction', 1.5]);
    bad.push(['huge', 1e20]);
  }
  if (onlyString) {
    bad.push(['number', 12345], ['NUL character', 'a\u0000b'], ['lone surrogate', 'a\ud800b']);
    if (s.maxLength !== undefined) bad.push(['too long', 'x'.repeat(s.maxLength + 1)]);
    if ((s.minLength ?? 0) > 0) bad.push(['empty', '']);
    if (s.enum) bad.push(['not in enum', 'not-a-member']);
    if (s.format === 'email') bad.push(['not an e-mail', 'not-an-email']);
  }
  return bad;
}

/** Ids that Number() reads but that are not decimal digits, as they appear in a URL. */
const NOT_DECIMAL: [string, string][] = [
  ['hex', '0x1F'],
  ['exponent', '1e0'],
  ['plus sign', '%2B1'],
];

/** Malformed values of a query parameter, as query strings. */
function queryCases(name: string, s: JsonSchema): [string, string][] {
  const [first = 'a', second = 'b'] = (s.enum ?? []).map(String);
  const cases: [string, string][] = [['repeated', `${name}=${first}&${name}=${second}`]];
  if (s.enum) cases.push(['not in enum', `${name}=maybe`]);
  if (s.type === 'integer' || s.type === 'number') cases.push(['text', `${name}=abc`], ['negative', `${name}=-1`]);
  // Ids are decimal digits only: what Number() would also read is refused.
  if (s.type === 'integer' && name.endsWith('id')) cases.push(...NOT_DECIMAL.map(([what, v]): [string, string] => [what, `${name}=${v}`]));
  return cases;
}

describe('(ii) malformed input gets a 400 naming the field, never a 500', () => {
  // Several thousand requests (every field and id of every operation, malformed in many ways).
  it('every operation with parameters or a body', { timeout: 120_000 }, async () => {
    const admin = as(server, sessions.admin);
    let checked = 0;
    const expect400 = async (label: string, method: string, path: string, field: string, opts: { body?: unknown; rawBody?: string }) => {
      const res = await admin(method, path, opts);
      // Soft: one run lists every operation and input that breaks the contract.
      expect.soft(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
      expect.soft(res.headers.get('content-type'), label).toMatch(/application\/json/);
      expect.soft(res.body.code, label).toBe('VALIDATION');
      expect.soft(EXPECTED_FIELD(res, field), `${label} names ${field}: ${JSON.stringify(res.body)}`).toBe(true);
      checked++;
    };
    for (const { key, method, path: template, op } of operations()) {
      const sample = SAMPLES[key];
      if (!sample) continue; // reported by (iii)
      const valid = sample.allowed.req();
      const [validPath = '', validQuery = ''] = valid.path.split('?');
      // The sample's value of each path parameter, read back through the template.
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const matched = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(validPath);
      expect(matched, `${key}: sample path ${validPath}`).not.toBeNull();
      const pathWith = (name: string, value: string) =>
        names.reduce((acc, n, i) => acc.replace(`{${n}}`, n === name ? value : (matched?.[i + 1] as string)), template);
      for (const p of op.parameters ?? []) {
        const cases: [string, string][] =
          p.in === 'path'
            ? [
                ['text', 'abc'],
                ['negative', '-1'],
                ['zero', '0'],
                ['fraction', '1.5'],
                ['huge', '99999999999999999999'],
                ['over int4', '2147483648'],
                ['NUL', '%00'],
                ...NOT_DECIMAL,
              ]
            : queryCases(p.name, p.schema);
        for (const [what, value] of cases) {
          const path = p.in === 'path' ? pathWith(p.name, value) : `${validPath}?${value}`;
          const field = `${p.in === 'path' ? 'params' : 'querystring'}.${p.name}`;
          await expect400(`${key} ${p.in} ${p.name} ${what}`, method, path, field, { body: valid.body });
        }
      }
      const body = op.requestBody?.content['application/json'].schema;
      if (!body) continue;
      const path = `${validPath}${validQuery ? `?${validQuery}` : ''}`;
      for (const [name, schema] of Object.entries(body.properties ?? {})) {
        if (body.required?.includes(name)) {
          const { [name]: _omitted, ...rest } = valid.body as Record<string, unknown>;
          await expect400(`${key} body.${name} missing`, method, path, `body.${name}`, { body: rest });
        }
        for (const [what, value] of badValues(schema)) {
          await expect400(`${key} body.${name} ${what}`, method, path, `body.${name}`, {
            body: { ...(valid.body as object), [name]: value },
          });
        }
      }
      for (const [what, rawBody] of [
        ['not JSON', '{"oops'],
        ['array', '[]'],
        ['null', 'null'],
        ['string', '"text"'],
      ] as const) {
        await expect400(`${key} body ${what}`, method, path, 'body', { rawBody });
      }
      const none = await admin(method, path, {});
      expect(none.status, `${key} without a body`).toBe(400);
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('(iii) authorization of every operation in the OpenAPI document', () => {
  it('has a sample request for every operation, and no stale samples', () => {
    const keys = operations().map((o) => o.key);
    expect(
      keys.filter((k) => !SAMPLES[k]),
      'operations without a sample in SAMPLES: add one',
    ).toEqual([]);
    expect(
      Object.keys(SAMPLES).filter((k) => !keys.includes(k)),
      'samples of operations that no longer exist',
    ).toEqual([]);
  });

  // About a thousand requests, each in its own rate-limit window: a minute on a busy 2-core machine.
  it('refuses the callers the rule denies and admits the allowed one', { timeout: 300_000 }, async () => {
    for (const [i, { key, method }] of operations().entries()) {
      const sample = SAMPLES[key];
      if (!sample) continue;
      // Each check in a new rate-limit window, so login and password endpoints stay under their limit.
      server.clock.advanceMinutes(1);
      // Refused writes roll back and so do not count as activity: sign in again before the idle time-out (30 min).
      if (i % 20 === 19)
        for (const role of Object.keys(sessions) as Role[]) sessions[role] = await server.login(sessions[role].user.username);
      if (sample.rule !== 'public') {
        const req = sample.allowed.req();
        const anonymous = await server.call(method, req.path, { body: req.body });
        expect(anonymous.status, `${key} anonymous`).toBe(401);
        const forged = await server.call(method, req.path, { body: req.body, token: 'not-a-real-token', userId: ids.admin });
        expect(forged.status, `${key} forged token`).toBe(401);
      }
      if (sample.denied) {
        const { as: who, req } = sample.denied;
        const res = await as(server, sessions[who])(method, req().path, { body: req().body });
        expect(res.status, `${key} as ${who}: ${JSON.stringify(res.body)}`).toBe(403);
      } else {
        expect(['public', 'signed in'], `${key} needs a denied caller`).toContain(sample.rule);
      }
      const { as: who, req, fresh } = sample.allowed;
      const r = req();
      let res: Awaited<ReturnType<TestServer['call']>>;
      if (who === 'anonymous') res = await server.call(method, r.path, { body: r.body });
      else {
        const session = fresh ? await server.login(sessions[who].user.username) : sessions[who];
        res = await as(server, session)(method, r.path, { body: r.body });
      }
      expect(res.status, `${key} as ${who}: ${JSON.stringify(res.body)}`).toBe(sample.allowed.status ?? 200);
    }
  });

  it('branding reference data is public; the rest needs a session', async () => {
    expect((await server.call('GET', '/api/sys-config/get-refs-by-user?get_branding_only=true')).status).toBe(200);
    expect((await server.call('GET', '/api/sys-config/get-refs-by-user')).status).toBe(401);
  });
});

describe('(iv) ids of another tenant are not found', () => {
  it('an acme person id is 404 for a demo administrator', async () => {
    const admin = as(server, sessions.admin);
    const [demoIds, acmeIds] = await Promise.all(
      ['demo', 'acme'].map((t) =>
        server.db.asOwner((tx) =>
          tx.query<{ id: number }>('SELECT p.id FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.subdomain = $1', [t]),
        ),
      ),
    );
    expect(demoIds?.rows.map((r) => r.id)).not.toContain(ids.acmePerson);
    expect(acmeIds?.rows.map((r) => r.id)).toContain(ids.acmePerson);
    for (const path of [`/api/person/${ids.acmePerson}`, `/api/person/profile/${ids.acmePerson}`]) {
      const res = await admin('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it("acme's course ids, and the ids of its modules, reviews, contacts and feedback, are 404 and nothing changes", async () => {
    const admin = as(server, sessions.admin);
    const snapshot = () =>
      server.db.asOwner(async (tx) => ({
        course: (await tx.query('SELECT * FROM courses WHERE id = $1', [ids.acmeCourse])).rows,
        modules: (await tx.query('SELECT * FROM agenda_modules WHERE id = $1', [ids.acmeModule])).rows,
        reviews: (await tx.query('SELECT * FROM content_reviews WHERE id = $1', [ids.acmeReview])).rows,
        people: (await tx.query('SELECT * FROM course_people WHERE id = $1', [ids.acmeCoursePerson])).rows,
        feedback: (await tx.query('SELECT * FROM feedback WHERE id = $1', [ids.acmeFeedback])).rows,
      }));
    const before = await snapshot();
    for (const { method, path, body } of acmeCoursePaths()) {
      const res = await admin(method, path, { body });
      expect.soft(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("acme's class and contact ids are 404 through demo, and nothing changes", async () => {
    const admin = as(server, sessions.admin);
    const snapshot = () =>
      server.db.asOwner(async (tx) => ({
        classes: (await tx.query('SELECT * FROM classes WHERE id = $1', [classIds.acmeClass])).rows,
        contacts: (await tx.query('SELECT * FROM class_contacts WHERE class_id = $1', [classIds.acmeClass])).rows,
      }));
    const before = await snapshot();
    expect(before.classes).toHaveLength(1);
    for (const { method, path, body } of acmeClassPaths()) {
      const res = await admin(method, path, { body });
      expect.soft(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an acme alert id is 404 on DELETE and stays in place', async () => {
    const res = await as(server, sessions.admin)('DELETE', `/api/alerts/${ids.acmeAlert}`);
    expect(res.status).toBe(404);
    const { rows } = await server.db.asOwner((tx) => tx.query('SELECT removed_at FROM alerts WHERE id = $1', [ids.acmeAlert]));
    expect(rows).toEqual([{ removed_at: null }]);
  });
});
