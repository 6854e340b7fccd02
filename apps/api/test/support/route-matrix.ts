import { apiRoutes } from '../../src/app.ts';
import type { AuthSubject } from '../../src/platform/authorize.ts';
import { refuseChangesDuringMaintenance } from '../../src/platform/maintenance.ts';
import type { RouteSpec } from '../../src/platform/route.ts';
import type { Session as ServerSession } from '../../src/platform/sessions/sessions.ts';
import { sessionProbe, verifySession } from '../../src/platform/sessions/sessions.ts';
import { eventually } from './eventually.ts';
import type { Session, TestServer } from './test-server.ts';

/**
 * What the authorization matrix (authorization-matrix.test.ts) needs from the server: the
 * route behind an OpenAPI operation, a request's input parsed as that route parses it, and the
 * Session object the server itself builds from a bearer token, so that a route's declared rule
 * can be asked the very question the server asks.
 */

export interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
}

export interface Operation {
  /** 'GET /api/course/{id}': the key of SAMPLES. */
  key: string;
  method: string;
  /** The OpenAPI path template. */
  template: string;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.keys(ops).map((m) => ({ key: `${m.toUpperCase()} ${template}`, method: m.toUpperCase(), template })),
  );
}

/** The declared route of an operation ('/course/:id' is '/api/course/{id}'), or undefined (health, documentation). */
export function routeOf(op: Operation): RouteSpec | undefined {
  return apiRoutes.find((s) => s.method === op.method && `/api${s.url.replace(/:(\w+)/g, '{$1}')}` === op.template);
}

/** Fastify's reading of a query string: a repeated key is an array. */
function parseQuery(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(search)) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * The request's params, query and body as the route's handler (and rule) receives them: read from
 * the URL through the template and validated by the route's own schemas. An upload's rule is asked
 * before its form is read (platform/route.ts admitUpload), so it sees no body. Throws when the
 * sample does not pass the route's schemas: its rule could not be asked.
 */
export function parseAsRoute(spec: RouteSpec, op: Operation, path: string, body: unknown): ParsedInput {
  const [pathname = '', search = ''] = path.split('?');
  const names = [...op.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const matched = new RegExp(`^${op.template.replace(/\{\w+\}/g, '([^/]+)')}$`).exec(pathname);
  if (!matched) throw new Error(`${op.key}: the path ${pathname} does not match the template`);
  const rawParams = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(matched[i + 1] as string)]));
  const parse = (what: string, schema: RouteSpec['schema']['params'], value: unknown) => {
    if (!schema) return value;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(`${op.key}: the sample's ${what} does not pass the route's schema: ${result.error.message}`);
    return result.data;
  };
  const reads = !spec.upload && !spec.rawBody;
  return {
    params: parse('params', spec.schema.params, rawParams),
    query: parse('query', spec.schema.querystring, parseQuery(search)),
    body: reads ? parse('body', spec.schema.body, body) : undefined,
  };
}

/** The Session the server builds for this token (platform/route.ts: the same probe and check). */
export async function serverSession(server: TestServer, s: Session): Promise<ServerSession> {
  const tenant = await server.services.tenants.find(s.tenant);
  if (!tenant) throw new Error(`no tenant ${s.tenant}`);
  const now = server.clock.now();
  return server.db.withTenant(
    { tenantId: tenant.id },
    async (_tx, rows) => verifySession(rows, now, String(s.personId)),
    sessionProbe(s.token, now),
    'read',
  );
}

/** The rule's verdict, or a thrown error naming the operation when the rule cannot be asked. */
export function ruleAllows(spec: RouteSpec, op: Operation, subject: AuthSubject): boolean {
  try {
    const verdict = spec.auth.allows(subject);
    if (typeof verdict !== 'boolean') throw new Error(`answered ${String(verdict)}`);
    return verdict;
  } catch (error) {
    throw new Error(`${op.key}: the rule "${spec.auth.description}" cannot be evaluated: ${(error as Error).message}`);
  }
}

/**
 * A digest of every row one tenant holds in each table with a tenant_id, as the owner in the
 * tenant's context (row-level security is forced): equal digests, nothing changed.
 */
export async function tenantDigest(server: TestServer, subdomain: string, skip: readonly string[]): Promise<Record<string, string>> {
  return server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no tenant ${subdomain}`);
    await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(id)]);
    const tables = await tx.query<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t
          ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' ORDER BY 1`,
    );
    const digest: Record<string, string> = {};
    for (const { table_name: table } of tables.rows) {
      if (skip.includes(table)) continue;
      const r = await tx.query<{ d: string }>(
        `SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table} x WHERE tenant_id = $1`,
        [id],
      );
      digest[table] = r.rows[0]?.d ?? '';
    }
    return digest;
  });
}

/** Waits until a tenant's outbox is delivered: its job updates the rows after the request that queued them. */
export async function outboxSent(server: TestServer, subdomain: string): Promise<void> {
  await eventually(
    async () => {
      const { rows } = await server.db.asOwner((tx) =>
        tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbound_emails e JOIN tenants t ON t.id = e.tenant_id
            WHERE t.subdomain = $1 AND e.status <> 'sent'`,
          [subdomain],
        ),
      );
      return rows[0]?.n === 0;
    },
    { what: `the outbox of ${subdomain} to be sent` },
  );
}

/** An alert of a person, as the job that raises alerts writes it: the samples remove it. */
export async function insertAlert(server: TestServer, tenant: string, personId: number): Promise<number> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      "INSERT INTO alerts (tenant_id, person_id, type, message) SELECT id, $2, 'info', 'Hello' FROM tenants WHERE subdomain = $1 RETURNING id",
      [tenant, personId],
    ),
  );
  return (rows[0] as { id: number }).id;
}

/** Whether the route stays open during maintenance (signing in and out, the /system page): asked of the server's own guard. */
export async function openDuringMaintenance(spec: RouteSpec): Promise<boolean> {
  const on = { query: async () => ({ rows: [{ on: true }] }) } as unknown as Parameters<typeof refuseChangesDuringMaintenance>[0];
  return refuseChangesDuringMaintenance(on, spec.route).then(
    () => true,
    () => false,
  );
}
