import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FORGOT_PASSWORD_STATUS } from '@cpe/contract';
import type { Database } from '../../src/db/types.ts';
import { emlText } from './eml.ts';
import type { TestServer } from './test-server.ts';

/** An .eml file of the outbox as text (emlText). */
export async function readOutboxMail(outboxDir: string, tenantId: number, emailId: number): Promise<string> {
  return emlText(await readFile(path.join(outboxDir, `t${tenantId}-e${emailId}.eml`), 'utf8'));
}

/** The set-password link of a mail's text. */
export function setPasswordLink(text: string): URL {
  const found = /https?:\/\/\S+\/password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!found) throw new Error(`no set-password link in:\n${text}`);
  return new URL(found);
}

/** What a browser does with the link: exchanges its token for a session, sets the password, signs in with it. */
export async function followSetPasswordLink(server: TestServer, tenant: string, link: URL, username: string, password: string) {
  const token = link.searchParams.get('token');
  const exchanged = await server.call('POST', '/api/auth/link', { tenant, body: { token } });
  if (exchanged.status !== 200) return { exchanged, set: null, login: null };
  const set = await server.call('PUT', '/api/external-user/update-password', {
    tenant,
    token: exchanged.body.token,
    userId: exchanged.body.user.person_id,
    body: {
      person_id: exchanged.body.user.person_id,
      new_password: password,
      confirm_password: password,
      personAccountStatus: FORGOT_PASSWORD_STATUS,
    },
  });
  const login = await server.call('POST', '/api/auth/login', { tenant, body: { username, password } });
  return { exchanged, set, login };
}

/** Row counts of one tenant's tables, as the owner with the tenant's context. */
export async function tenantCounts(db: Database, subdomain: string, tables: readonly string[]): Promise<Record<string, number>> {
  return db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no tenant ${subdomain}`);
    await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(id)]);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const r = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [id]);
      counts[table] = r.rows[0]?.n ?? 0;
    }
    return counts;
  });
}
