import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../../src/platform/route.ts';
import type { Session as ServerSession } from '../../src/platform/sessions/sessions.ts';
import { eventually } from '../support/eventually.ts';
import { followSetPasswordLink, setPasswordLink } from '../support/onboarding.ts';
import {
  insertAlert,
  type OpenApiDoc,
  type Operation,
  openDuringMaintenance,
  operationsOf,
  outboxSent,
  parseAsRoute,
  routeOf,
  ruleAllows,
  serverSession,
  tenantDigest,
} from '../support/route-matrix.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';
import { ACME_ANSWERS, ACME_NOT_RECORD_IDS, RECORD_POLICY } from './authorization-matrix-policy.ts';
import { ids, type Req, type Role, SAMPLES, type Sample } from './route-samples.ts';
import { prepareSampleIds } from './route-samples-prepare.ts';

/**
 * The authorization matrix (issue 28): every operation of /api/openapi.json × every demo role, a
 * self-registered external learner and an anonymous caller, on the demo tenant; then the other
 * tenant's administrator with the demo tenant's ids. Each expected answer comes from the route's
 * declared rule, asked (just before the request) with the Session the server builds for the caller
 * and the input as the route parses it. A refusal is a 403 (401 without a session) and changes
 * nothing; an admission is never the rule's 401/403, and a handler's own refusal of the record
 * (403/404, in words) is listed in RECORD_POLICY. Requests come from SAMPLES (route-samples*.ts).
 */

const MATRIX_ROLES = ['accadmin', 'admin', 'coordinator', 'instructor', 'learner', 'external', 'registered', 'anonymous'] as const;
type MatrixRole = (typeof MATRIX_ROLES)[number];
type Caller = Exclude<MatrixRole, 'anonymous'>;
const USERNAMES: Record<Exclude<Caller, 'registered'>, string> = {
  accadmin: 'accadmin',
  admin: 'admin',
  coordinator: 'coordinator',
  instructor: 'instructor',
  learner: 'learner',
  external: 'external.learner',
};
const REGISTERED_EMAIL = 'reg.matrix@example.com';
const REGISTERED_PASSWORD = 'Matrix!Pass2026x';

let server: TestServer;
let ops: Operation[] = [];
const sessions = {} as Record<Caller, Session>;
let acmeAdmin: Session;
const mails: { to: string; text: string }[] = [];

type Variant = 'allowed' | 'denied';
/** One request of the matrix: an operation's sample request (its allowed or its denied one) by one caller. */
interface Cell {
  op: Operation;
  spec: RouteSpec;
  sample: Sample;
  variant: Variant;
  role: MatrixRole;
  req: Req;
}
interface Judged extends Cell {
  allows: boolean;
  needsSession: boolean;
}
const cells: Cell[] = [];
/** Requests sent per part of the matrix, printed at the end (the report of issue 28 quotes them). */
const tally = { cells: 0, refused: 0, admittedWrites: 0, admittedReads: 0, otherTenant: 0 };
const label = (c: Cell) => `${c.op.key} [${c.variant} request] as ${c.role}`;
const inWords = (body: any) => typeof body?.message === 'string' && /[A-Za-z]{3,}\s+\S/.test(body.message);

const signIn = (role: Caller) =>
  role === 'registered' ? server.login(REGISTERED_EMAIL, 'demo', REGISTERED_PASSWORD) : server.login(USERNAMES[role]);

/** Eight sign-ins, in a rate-limit window of their own. */
async function signInAll(): Promise<void> {
  server.clock.advanceMinutes(1);
  for (const role of MATRIX_ROLES) if (role !== 'anonymous') sessions[role] = await signIn(role);
  acmeAdmin = await server.login('admin', 'acme');
  for (const role of ['admin', 'learner', 'external', 'accadmin'] as Role[]) ids[role] = sessions[role].personId;
}

/** Registers through the public form and follows the e-mailed link, as a newcomer does. */
async function registerExternal(): Promise<void> {
  const reg = await server.call('POST', '/api/external-user/register', {
    body: { first_name: 'Rae', last_name: 'Registered', email_address: REGISTERED_EMAIL },
  });
  expect(reg.status).toBe(200);
  const mail = await eventually(() => mails.find((m) => m.to === REGISTERED_EMAIL), { what: 'the registration e-mail' });
  const flow = await followSetPasswordLink(server, 'demo', setPasswordLink(mail.text), REGISTERED_EMAIL, REGISTERED_PASSWORD);
  expect(flow.login?.status).toBe(200);
}

beforeAll(async () => {
  const mailer = {
    async send(m: { to: string; text: string }) {
      mails.push({ to: m.to.toLowerCase(), text: m.text });
    },
  };
  server = await startTestServer({ mailer });
  ops = operationsOf((await server.call('GET', '/api/openapi.json')).body as OpenApiDoc);
  await registerExternal();
  await signInAll();
  ids.alert = await insertAlert(server, 'demo', ids.learner);
  ids.acmePerson = acmeAdmin.personId;
  ids.acmeAlert = await insertAlert(server, 'acme', acmeAdmin.personId);
  await prepareSampleIds(server, sessions.admin);
}, 120_000);
afterAll(async () => {
  console.info(`authorization matrix: ${JSON.stringify(tally)}`);
  await server?.close();
});

/** The Session the server holds for each caller, as of now (asked again after each round of sign-ins). */
async function callerSessions(): Promise<Record<MatrixRole, ServerSession | null>> {
  const out = { anonymous: null } as Record<MatrixRole, ServerSession | null>;
  for (const role of MATRIX_ROLES) if (role !== 'anonymous') out[role] = await serverSession(server, sessions[role]);
  return out;
}

/** The rule's verdict on a cell, asked as the server asks it. */
function judge(c: Cell, now: Record<MatrixRole, ServerSession | null>): Judged {
  const input = parseAsRoute(c.spec, c.op, c.req.path, c.req.body);
  const needsSession = c.spec.auth.needsSession(input);
  const session = now[c.role];
  const allows = (!needsSession || session !== null) && ruleAllows(c.spec, c.op, { session, ...input });
  return { ...c, allows, needsSession };
}

/** The request of a cell as its caller. */
function send(c: Cell, session?: Session) {
  const { method } = c.op;
  if (c.role === 'anonymous') return server.call(method, c.req.path, { body: c.req.body });
  return as(server, session ?? sessions[c.role])(method, c.req.path, { body: c.req.body });
}

/** Requests by op, each limited one in a new rate-limit window (refused requests may count: issue 28). */
async function eachInWindow(list: Judged[], run: (c: Judged) => Promise<void>): Promise<void> {
  let last = '';
  for (const c of list) {
    if (c.op.key !== last && c.spec.rateLimit) server.clock.advanceMinutes(1);
    last = c.op.key;
    await run(c);
  }
}

const isRead = (c: Cell) => c.op.method === 'GET' || c.spec.search === true;
/** "Nothing changed" around a stretch that signs no one in (a sign-in writes its session and Last Login). */
async function unchanged(stretch: () => Promise<void>): Promise<void> {
  await outboxSent(server, 'demo');
  const before = await tenantDigest(server, 'demo', []);
  await stretch();
  await outboxSent(server, 'demo');
  expect(await tenantDigest(server, 'demo', [])).toEqual(before);
}

describe('the authorization matrix', () => {
  it('covers every operation × every caller with a sample and an evaluable rule', async () => {
    const health = /^GET \/api\/health(\/ready)?$/;
    expect(
      ops.filter((o) => !SAMPLES[o.key]).map((o) => o.key),
      'operations without a sample: add one',
    ).toEqual([]);
    expect(
      ops.filter((o) => !routeOf(o) && !health.test(o.key)).map((o) => o.key),
      'operations without a declared route',
    ).toEqual([]);
    for (const op of ops) {
      const spec = routeOf(op);
      const sample = SAMPLES[op.key];
      if (!spec || !sample) continue;
      const variants: [Variant, Req][] = [['allowed', sample.allowed.req()]];
      if (sample.denied) variants.push(['denied', sample.denied.req()]);
      for (const role of MATRIX_ROLES) for (const [variant, req] of variants) cells.push({ op, spec, sample, variant, role, req });
    }
    const covered = new Set(cells.map((c) => `${c.op.key} ${c.role}`));
    expect(covered.size).toBe(ops.filter((o) => routeOf(o)).length * MATRIX_ROLES.length);
    tally.cells = cells.length;
    // Every rule answers for every cell (judge throws naming the operation), and admits the sample's caller.
    // A sample's denied caller may be refused by the handler instead, on the record (route-contract checks its 403).
    const now = await callerSessions();
    for (const c of cells.map((x) => judge(x, now)))
      if (c.variant === 'allowed' && c.role === c.sample.allowed.as) expect(c.allows, label(c)).toBe(true);
  }, 60_000);

  it('answers 403 (401 without a session) wherever the rule refuses, and nothing changes', async () => {
    await signInAll();
    const now = await callerSessions();
    const refused = cells.map((c) => judge(c, now)).filter((c) => !c.allows);
    expect(refused.length).toBeGreaterThan(500);
    tally.refused = refused.length;
    await unchanged(() =>
      eachInWindow(refused, async (c) => {
        const res = await send(c);
        const expected = c.role === 'anonymous' && c.needsSession ? 401 : 403;
        expect.soft(res.status, `${label(c)}: ${JSON.stringify(res.body)}`).toBe(expected);
      }),
    );
  }, 300_000);

  // Every write the rule admits, by every admitted caller, while the firm is in maintenance: the
  // server asks the rule first and refuses the change after (platform/route.ts), so an admitted write
  // answers maintenance's 503 and spends none of the records the samples need (a refused one is 403).
  it('admits every write the rule admits, for every admitted caller: seen under maintenance, changing nothing', async () => {
    await signInAll();
    const now = await callerSessions();
    const writes: Judged[] = [];
    for (const c of cells.map((x) => judge(x, now))) if (c.allows && !isRead(c) && !(await openDuringMaintenance(c.spec))) writes.push(c);
    expect(writes.length).toBeGreaterThan(500);
    tally.admittedWrites = writes.length;
    const on = await as(server, sessions.accadmin)('PUT', '/api/system/maintenance', { body: { on: true } });
    expect(on.status).toBe(200);
    try {
      await unchanged(() =>
        eachInWindow(writes, async (c) => {
          const res = await send(c);
          // A part's bytes are received before the transaction opens: the JSON sample is refused there (400 body).
          expect.soft(res.status, `${label(c)}: ${JSON.stringify(res.body)}`).toBe(c.spec.rawBody ? 400 : 503);
        }),
      );
    } finally {
      const off = await as(server, sessions.accadmin)('PUT', '/api/system/maintenance', { body: { on: false } });
      expect(off.status).toBe(200);
    }
  }, 300_000);

  it("another tenant's administrator with the demo tenant's ids gets 404 (403 where the rule refuses), and demo does not change", async () => {
    server.clock.advanceMinutes(1);
    acmeAdmin = await server.login('admin', 'acme');
    const acme = await serverSession(server, acmeAdmin);
    const answered = new Set<string>();
    const mine = cells.filter((c) => c.role === 'admin' && carriesRecordIds(c.op, c.req));
    expect(mine.length).toBeGreaterThan(200);
    tally.otherTenant = mine.length;
    await unchanged(async () => {
      let last = '';
      for (const c of mine) {
        if (c.op.key !== last && c.spec.rateLimit) server.clock.advanceMinutes(1);
        last = c.op.key;
        const input = parseAsRoute(c.spec, c.op, c.req.path, c.req.body);
        const allows = ruleAllows(c.spec, c.op, { session: acme, ...input });
        const res = await as(server, acmeAdmin)(c.op.method, c.req.path, { body: c.req.body });
        const at = `${c.op.key} [${c.variant} request] as acme's admin: ${res.status} ${JSON.stringify(res.body)}`;
        if (c.spec.search && allows) {
          // A search filtered by another tenant's ids finds nothing.
          expect.soft([res.status, res.body?.items], at).toEqual([200, []]);
          continue;
        }
        expect.soft(res.status, at).toBeGreaterThanOrEqual(400);
        const other = ACME_ANSWERS[c.op.key];
        if (allows && other) answered.add(c.op.key);
        expect.soft(res.status, at).toBe(allows ? (other?.status ?? 404) : 403);
      }
    });
    expect(
      Object.keys(ACME_ANSWERS).filter((k) => !answered.has(k)),
      'ACME_ANSWERS entries no longer used',
    ).toEqual([]);
  }, 300_000);

  it("never answers an admitted read with the rule's refusal; the handler's refusals of a record are the listed ones", async () => {
    const refusedBy = new Set<string>();
    await signInAll();
    // Reads only: every admitted write was seen under maintenance, and route-contract runs each sample's
    // write as its allowed caller. Run here, writes would spend the samples' records and change the
    // callers' roles (the role samples give the Learner and the external learner a sampled role).
    const now = await callerSessions();
    const reads = cells.map((c) => judge(c, now)).filter((c) => c.allows && isRead(c));
    await eachInWindow(reads, async (c) => {
      const isSampleRun = c.variant === 'allowed' && c.role === c.sample.allowed.as;
      const res = await send(c);
      tally.admittedReads++;
      const at = `${label(c)}: ${res.status} ${JSON.stringify(res.body)}`;
      expect.soft(res.status, at).not.toBe(401);
      expect.soft(res.status, at).toBeLessThan(500);
      if (res.status === 403 || res.status === 404) {
        refusedBy.add(`${c.op.key} ${c.role}`);
        const listed = c.role !== 'anonymous' && RECORD_POLICY[c.op.key]?.callers.includes(c.role);
        expect.soft(listed, `${at}: a refusal of the record not in RECORD_POLICY`).toBe(true);
        expect.soft(inWords(res.body), at).toBe(true);
      } else if (isSampleRun) {
        expect.soft(res.status, at).toBe(c.sample.allowed.status ?? 200);
      }
    });
    const stale = Object.entries(RECORD_POLICY).flatMap(([k, v]) => v.callers.map((r) => `${k} ${r}`).filter((x) => !refusedBy.has(x)));
    expect(stale, 'RECORD_POLICY callers that are no longer refused: remove them').toEqual([]);
  }, 300_000);
});

/** Whether a request names records: a path parameter, or a body field named like an id, unless ACME_NOT_RECORD_IDS says otherwise. */
function carriesRecordIds(op: Operation, req: Req): boolean {
  const skip = ACME_NOT_RECORD_IDS[op.key] ?? [];
  const names = [...op.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (names.some((n) => !skip.includes(n))) return true;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const named = (v: unknown) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0);
  return Object.entries(body).some(([k, v]) => /(^id|Id|_id|Ids|_ids)$/.test(k) && named(v) && !skip.includes(k));
}
