import { request } from 'node:http';
import { REF_MUTATIONS } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let demoId: number;
let acmeId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.db.asOwner((tx) => tx.query<{ id: number; subdomain: string }>('SELECT id, subdomain FROM tenants'));
  demoId = rows.find((r) => r.subdomain === 'demo')?.id as number;
  acmeId = rows.find((r) => r.subdomain === 'acme')?.id as number;
});
afterAll(async () => {
  await server?.close();
});

/** A raw HTTP GET with exactly these headers (fetch may not let a test choose Host). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BRANDING = '/api/sys-config/get-refs-by-user?get_branding_only=true';
const tenantOf = (body: { mutation: string; data: any }[]) => body.find((e) => e.mutation === REF_MUTATIONS.tenant)?.data.subdomain;

describe('tenant resolution', () => {
  it('takes the tenant from the subdomain_name header, over the Host header', async () => {
    for (const tenant of ['demo', 'acme']) {
      const res = await server.call('GET', BRANDING, { tenant });
      expect(res.status).toBe(200);
      expect(tenantOf(res.body)).toBe(tenant);
    }
    const res = await rawGet(BRANDING, { host: 'demo.localhost:3000', subdomain_name: 'acme' });
    expect(tenantOf(res.body)).toBe('acme');
  });

  it('falls back to the first label of the Host header', async () => {
    for (const [host, tenant] of [
      ['acme.localhost:3000', 'acme'],
      ['ACME.example.com', 'acme'],
      ['demo.localhost', 'demo'],
    ]) {
      const res = await rawGet(BRANDING, { host: host as string });
      expect(res.status, host).toBe(200);
      expect(tenantOf(res.body), host).toBe(tenant);
    }
  });

  it('gives the default tenant for bare localhost and IP addresses', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '10.1.2.3', '[::1]:3000']) {
      const res = await rawGet(BRANDING, { host });
      expect(res.status, host).toBe(200);
      expect(tenantOf(res.body), host).toBe('demo');
    }
  });

  it('answers 404 TENANT_NOT_FOUND for an unknown tenant, by header or by host', async () => {
    const byHeader = await server.call('GET', BRANDING, { tenant: 'nosuchfirm' });
    expect(byHeader.status).toBe(404);
    expect(byHeader.body).toMatchObject({ code: 'TENANT_NOT_FOUND', message: expect.any(String) });
    expect(byHeader.headers.get('content-type')).toMatch(/application\/json/);
    const byHost = await rawGet(BRANDING, { host: 'nosuchfirm.localhost:3000' });
    expect(byHost.status).toBe(404);
    expect(byHost.body.code).toBe('TENANT_NOT_FOUND');
    const malformed = await server.call('GET', BRANDING, { tenant: 'bad_name!' });
    expect(malformed.status).toBe(404);
    expect(malformed.body.code).toBe('TENANT_NOT_FOUND');
    const signIn = await server.call('POST', '/api/auth/login', { tenant: 'nosuchfirm', body: { username: 'admin', password: 'x' } });
    expect(signIn.status).toBe(404);
    expect(signIn.body.code).toBe('TENANT_NOT_FOUND');
  });

  it('refuses a demo token sent with the acme header, and a user_id that is not the session user', async () => {
    const s = await server.login('admin', 'demo');
    const call = as(server, s);
    expect((await call('GET', `/api/person/${s.personId}`)).status).toBe(200);
    const crossTenant = await call('GET', `/api/person/${s.personId}`, { tenant: 'acme' });
    expect(crossTenant.status).toBe(401);
    expect(crossTenant.body.code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/alerts', { tenant: 'acme' })).status).toBe(401);
    const other = await server.login('learner', 'demo');
    const wrongUser = await server.call('GET', `/api/person/${other.personId}`, { token: s.token, userId: other.personId });
    expect(wrongUser.status).toBe(401);
  });
});

describe('row-level security (a): queries without a tenant filter', () => {
  const TABLES = ['persons', 'sessions', 'roles', 'tenant_settings'];

  it('see only the current tenant’s rows', async () => {
    await server.login('admin', 'demo');
    await server.login('admin', 'acme');
    const totals = await server.db.asOwner(async (tx) => {
      const counts: Record<string, { demo: number; all: number }> = {};
      for (const t of TABLES) {
        const { rows } = await tx.query<{ demo: number; all: number }>(
          `SELECT count(*) FILTER (WHERE tenant_id = $1)::int AS demo, count(*)::int AS all FROM ${t}`,
          [demoId],
        );
        counts[t] = rows[0] as { demo: number; all: number };
      }
      return counts;
    });
    await server.db.withTenant({ tenantId: demoId }, async (tx) => {
      for (const t of TABLES) {
        const { rows } = await tx.query<{ tenant_id: number }>(`SELECT * FROM ${t}`);
        const expected = totals[t] as { demo: number; all: number };
        expect(expected.demo, t).toBeGreaterThan(0);
        expect(expected.all, t).toBeGreaterThan(expected.demo);
        expect(rows.length, t).toBe(expected.demo);
        expect(new Set(rows.map((r) => r.tenant_id)), t).toEqual(new Set([demoId]));
      }
    });
  });

  it('fail closed: no tenant set, no rows', async () => {
    await server.db.withTenant({ tenantId: null }, async (tx) => {
      for (const t of TABLES) {
        const { rows } = await tx.query(`SELECT * FROM ${t}`);
        expect(rows, t).toHaveLength(0);
      }
    });
  });

  it('refuse to write a row into another tenant (WITH CHECK)', async () => {
    const acmeAdmin = await server.db.withTenant({ tenantId: acmeId }, async (tx) => {
      const { rows } = await tx.query<{ id: number }>("SELECT id FROM persons WHERE username = 'admin'");
      return (rows[0] as { id: number }).id;
    });
    await expect(
      server.db.withTenant({ tenantId: demoId }, (tx) =>
        tx.query("INSERT INTO alerts (tenant_id, person_id, type, message) VALUES ($1, $2, 'info', 'smuggled')", [acmeId, acmeAdmin]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      server.db.withTenant({ tenantId: demoId }, (tx) =>
        tx.query("UPDATE persons SET tenant_id = $1 WHERE username = 'learner'", [acmeId]),
      ),
    ).rejects.toThrow(/row-level security/);
    // Nor can it change or delete what it cannot see.
    const touched = await server.db.withTenant({ tenantId: demoId }, async (tx) => {
      const u = await tx.query('UPDATE persons SET name_primary_first = $2 WHERE id = $1 AND tenant_id = $3', [acmeAdmin, 'X', acmeId]);
      const d = await tx.query('DELETE FROM tenant_settings WHERE tenant_id = $1', [acmeId]);
      return u.rowCount + d.rowCount;
    });
    expect(touched).toBe(0);
  });

  it('runs as cpe_app, which is neither superuser nor BYPASSRLS', async () => {
    const who = await server.db.withTenant({ tenantId: demoId }, async (tx) => {
      const { rows } = await tx.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean; tenant: string }>(
        `SELECT current_user, r.rolsuper, r.rolbypassrls, current_setting('app.tenant_id', true) AS tenant
           FROM pg_roles r WHERE r.rolname = current_user`,
      );
      return rows[0];
    });
    expect(who).toEqual({ current_user: 'cpe_app', rolsuper: false, rolbypassrls: false, tenant: String(demoId) });
    // The setting is local to the transaction: the next one on the pool starts clean.
    const after = await server.db.asOwner((tx) =>
      tx.query<{ t: string | null }>("SELECT nullif(current_setting('app.tenant_id', true), '') AS t, current_user AS u"),
    );
    expect(after.rows[0]?.t ?? null).toBeNull();
    expect((after.rows[0] as unknown as { u: string }).u).not.toBe('cpe_app');
  });
});

describe('row-level security (b): every tenant-owned table, from the catalog', () => {
  interface TableFacts {
    table: string;
    rls: boolean;
    forced: boolean;
    policies: { qual: string | null; with_check: string | null; cmd: string; roles: string[] }[];
    pk_first: string | null;
  }

  const tenantTables = () =>
    server.db.asOwner(async (tx) => {
      const { rows } = await tx.query<TableFacts>(
        `SELECT c.relname AS table, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
                coalesce((SELECT json_agg(json_build_object('qual', p.qual, 'with_check', p.with_check, 'cmd', p.cmd, 'roles', p.roles))
                            FROM pg_policies p WHERE p.schemaname = n.nspname AND p.tablename = c.relname), '[]') AS policies,
                (SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                  WHERE i.indrelid = c.oid AND i.indisprimary) AS pk_first
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
            AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
          ORDER BY 1`,
      );
      return rows;
    });

  it('finds the tenant-owned tables (sanity check of the catalog query)', async () => {
    const names = (await tenantTables()).map((t) => t.table);
    expect(names).toEqual(expect.arrayContaining(['persons', 'sessions', 'roles', 'tenant_settings', 'alerts', 'audit_log']));
    expect(names).not.toContain('tenants');
  });

  it('each has row-level security enabled and forced, with a tenant policy for every command', async () => {
    for (const t of await tenantTables()) {
      expect({ table: t.table, rls: t.rls, forced: t.forced }).toEqual({ table: t.table, rls: true, forced: true });
      expect(t.policies.length, `${t.table} has no policy`).toBeGreaterThan(0);
      // Permissive policies are OR-ed: each one must pin tenant_id to the session's tenant.
      for (const p of t.policies) {
        expect(p.qual, t.table).toMatch(/tenant_id = app_tenant_id\(\)/);
        expect(p.with_check ?? p.qual, t.table).toMatch(/tenant_id = app_tenant_id\(\)/);
      }
      expect(
        t.policies.some((p) => p.cmd === 'ALL'),
        `${t.table} policy covers every command`,
      ).toBe(true);
    }
  });

  it('each has tenant_id first in its primary key', async () => {
    for (const t of await tenantTables())
      expect({ table: t.table, pk_first: t.pk_first }).toEqual({ table: t.table, pk_first: 'tenant_id' });
  });

  it('each foreign key to a tenant-owned table carries tenant_id onto the referenced tenant_id', async () => {
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ name: string; table: string; target: string; pairs: [string, string][]; target_tenant_owned: boolean }>(
        `SELECT con.conname AS name, c.relname AS table, t.relname AS target,
                (SELECT json_agg(json_build_array(a.attname, fa.attname))
                   FROM unnest(con.conkey, con.confkey) AS k(col, fcol)
                   JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.col
                   JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = k.fcol) AS pairs,
                EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = t.oid AND x.attname = 'tenant_id') AS target_tenant_owned
           FROM pg_constraint con
           JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_class t ON t.oid = con.confrelid
          WHERE con.contype = 'f' AND n.nspname = 'public'
            AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id')`,
      ),
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const fk of rows) {
      if (fk.target === 'tenants') {
        expect(fk.pairs, fk.name).toEqual([['tenant_id', 'id']]);
      } else if (fk.target_tenant_owned) {
        expect(fk.pairs, `${fk.table}.${fk.name} → ${fk.target}`).toContainEqual(['tenant_id', 'tenant_id']);
      }
      // Otherwise the target is a global table (e.g. permissions): no tenant to carry.
    }
  });

  it('each index leads with tenant_id', async () => {
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ index: string; first: string | null }>(
        `SELECT ic.relname AS index, a.attname AS first
           FROM pg_index i
           JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_class ic ON ic.oid = i.indexrelid
           LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
          WHERE n.nspname = 'public'
            AND EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = c.oid AND x.attname = 'tenant_id')`,
      ),
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) expect(r, r.index).toEqual({ index: r.index, first: 'tenant_id' });
  });
});
