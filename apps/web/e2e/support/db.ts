/**
 * Direct access to the worker's e2e database (support/worker-server.ts), as the owner (postgres,
 * a superuser, so row-level security does not apply; app.tenant_id is set anyway so the
 * statements would also work as a non-superuser owner). On PGlite, whose database is the server
 * process's own, the same statements travel through the server's e2e door (sql-door.ts).
 * Tenant settings are read per request by the server, so a change is seen at the next API call;
 * sessions copy the idle and total minutes at sign-in.
 */
import pg from 'pg';
import { openDoorClient } from './sql-door.ts';
import { workerServer } from './worker-server.ts';

/** What the tests' statements need of a connection: pg.Client has it, and so has the door. */
export interface SqlClient {
  query<R = any>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

async function connect(): Promise<SqlClient & { end(): Promise<void> }> {
  const { databaseUrl, doorUrl } = workerServer();
  if (doorUrl) return openDoorClient(doorUrl);
  if (!databaseUrl) throw new Error('the e2e server names neither a database nor a door');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

export async function withDb<T>(fn: (client: SqlClient) => Promise<T>): Promise<T> {
  const client = await connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function tenantId(client: SqlClient, subdomain: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no tenant ${subdomain}`);
  return id;
}

/** Runs `fn` in a transaction whose tenant context is the given tenant. */
export async function inTenant<T>(subdomain: string, fn: (client: SqlClient, tenantId: number) => Promise<T>): Promise<T> {
  return withDb(async (client) => {
    const id = await tenantId(client, subdomain);
    await client.query('BEGIN');
    try {
      await client.query("SELECT set_config('app.tenant_id', $1, true)", [String(id)]);
      const result = await fn(client, id);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

export async function getSetting(subdomain: string, key: string): Promise<unknown> {
  return inTenant(subdomain, async (client, id) => {
    const { rows } = await client.query<{ value: unknown }>('SELECT value FROM tenant_settings WHERE tenant_id = $1 AND key = $2', [
      id,
      key,
    ]);
    return rows[0]?.value;
  });
}

/** Sets a tenant setting; `undefined` deletes the key. */
export async function setSetting(subdomain: string, key: string, value: unknown): Promise<void> {
  await inTenant(subdomain, async (client, id) => {
    if (value === undefined) {
      await client.query('DELETE FROM tenant_settings WHERE tenant_id = $1 AND key = $2', [id, key]);
    } else {
      await client.query(
        `INSERT INTO tenant_settings (tenant_id, key, value) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value`,
        [id, key, JSON.stringify(value)],
      );
    }
  });
}

/** Sets a setting for the length of `body`, then puts the old value back (also when `body` throws). */
export async function withSetting<T>(subdomain: string, key: string, value: unknown, body: () => Promise<T>): Promise<T> {
  const before = await getSetting(subdomain, key);
  await setSetting(subdomain, key, value);
  try {
    return await body();
  } finally {
    await setSetting(subdomain, key, before);
  }
}

/**
 * Moves a person's open sessions back in time, as if `minutes` had passed without
 * activity (the server's clock is real; the browser's is Playwright's).
 */
export async function ageSessions(subdomain: string, username: string, minutes: number): Promise<number> {
  return inTenant(subdomain, async (client, id) => {
    const res = await client.query(
      `UPDATE sessions s SET last_activity = s.last_activity - make_interval(mins => $3)
        FROM persons p
       WHERE s.tenant_id = $1 AND p.tenant_id = s.tenant_id AND p.id = s.person_id AND lower(p.username) = lower($2) AND s.revoked_at IS NULL`,
      [id, username, minutes],
    );
    return res.rowCount ?? 0;
  });
}

/** Forgets the per-IP sign-in counters, so that the suite's many sign-ins are not rate-limited (30 a minute). */
export async function clearRateLimits(): Promise<void> {
  await withDb((client) => client.query('DELETE FROM rate_limit_hits'));
}
