import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/test-server.ts';

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

interface AuditRow {
  tenant_id: number;
  id: string;
  occurred_at: Date;
  person_id: number | null;
  entity: string;
  entity_id: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Every audit row, across tenants (as the owner), newest last. */
async function allAuditRows(): Promise<AuditRow[]> {
  const { rows } = await server.db.asOwner((tx) => tx.query<AuditRow>('SELECT * FROM audit_log ORDER BY id'));
  return rows;
}

async function auditOf(entity: string, entityId: number | string): Promise<AuditRow[]> {
  return (await allAuditRows()).filter((r) => r.entity === entity && r.entity_id === String(entityId));
}

/** Audit rows written after `since` (an audit row id). */
async function auditSince(since: string): Promise<AuditRow[]> {
  return (await allAuditRows()).filter((r) => BigInt(r.id) > BigInt(since));
}

async function lastAuditId(): Promise<string> {
  const rows = await allAuditRows();
  return rows.at(-1)?.id ?? '0';
}

describe('audit rows of changes made through the API', () => {
  it('PUT /api/external-user/update/{id} records who, when, tenant, entity, before and after', async () => {
    const s = await server.login('admin', 'demo');
    const since = await lastAuditId();
    const started = Date.now();
    const res = await as(server, s)('PUT', `/api/external-user/update/${s.personId}`, {
      body: { in_first_name: 'Adele', in_last_name: 'Admin' },
    });
    expect(res.status).toBe(200);
    const rows = (await auditSince(since)).filter((r) => r.entity === 'persons' && r.entity_id === String(s.personId));
    expect(rows).toHaveLength(1);
    const row = rows[0] as AuditRow;
    expect(row).toMatchObject({ tenant_id: demoId, person_id: s.personId, action: 'UPDATE' });
    expect(row.before).toMatchObject({ id: s.personId, tenant_id: demoId, name_primary_first: 'Ada', username: 'admin' });
    expect(row.after).toMatchObject({ id: s.personId, tenant_id: demoId, name_primary_first: 'Adele', username: 'admin' });
    expect(Math.abs(new Date(row.occurred_at).getTime() - started)).toBeLessThan(60_000);

    // Visible in its own tenant, not in the other one.
    const inDemo = await server.db.withTenant({ tenantId: demoId }, (tx) => tx.query('SELECT id FROM audit_log WHERE id = $1', [row.id]));
    const inAcme = await server.db.withTenant({ tenantId: acmeId }, (tx) => tx.query('SELECT id FROM audit_log WHERE id = $1', [row.id]));
    expect(inDemo.rows).toHaveLength(1);
    expect(inAcme.rows).toHaveLength(0);
  });

  it('DELETE /api/alerts/{id} records the removal by the acting user', async () => {
    const s = await server.login('coordinator', 'demo');
    const alertId = await server.db.withTenant({ tenantId: demoId }, async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO alerts (tenant_id, person_id, type, message) VALUES ($1, $2, 'info', 'Class starts soon') RETURNING id",
        [demoId, s.personId],
      );
      return (rows[0] as { id: number }).id;
    });
    const inserted = await auditOf('alerts', alertId);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatchObject({ action: 'INSERT', before: null, after: { message: 'Class starts soon', removed_at: null } });

    const res = await as(server, s)('DELETE', `/api/alerts/${alertId}`);
    expect(res.status).toBe(200);
    const rows = await auditOf('alerts', alertId);
    expect(rows).toHaveLength(2);
    const removal = rows[1] as AuditRow;
    expect(removal).toMatchObject({ tenant_id: demoId, person_id: s.personId, action: 'UPDATE' });
    expect(removal.before).toMatchObject({ id: alertId, removed_at: null });
    expect(removal.after?.removed_at).toEqual(expect.any(String));
  });

  it('a request that changes nothing writes no audit row', async () => {
    const s = await server.login('instructor', 'demo');
    const since = await lastAuditId();
    expect((await as(server, s)('DELETE', '/api/alerts')).body.removed).toBe(0);
    expect((await as(server, s)('GET', '/api/ref/lookups')).status).toBe(200);
    expect(await auditSince(since)).toEqual([]);
  });
});

describe('secrets', () => {
  it('password_hash never appears in audit JSON, even when the password changes', async () => {
    const s = await server.login('external.learner', 'demo');
    const newPassword = 'Fresh!Passw0rd-2026';
    const res = await as(server, s)('PUT', '/api/external-user/update-password', {
      body: { person_id: s.personId, old_password: DEMO_PASSWORD, new_password: newPassword, confirm_password: newPassword },
    });
    expect(res.status).toBe(200);
    await server.login('external.learner', 'demo', newPassword);

    const { rows: hashes } = await server.db.asOwner((tx) =>
      tx.query<{ password_hash: string }>('SELECT password_hash FROM persons WHERE password_hash IS NOT NULL'),
    );
    expect(hashes.length).toBeGreaterThan(0);
    const changes = (await auditOf('persons', s.personId)).filter((r) => r.action === 'UPDATE');
    // The change itself is recorded, but only as a marker.
    expect(changes.some((r) => r.after?.password_hash === '[changed]')).toBe(true);

    const all = await allAuditRows();
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) {
      const text = JSON.stringify([row.before, row.after]);
      expect(text).not.toMatch(/\$argon2/);
      for (const { password_hash } of hashes) expect(text).not.toContain(password_hash);
      for (const image of [row.before, row.after]) {
        if (image && 'password_hash' in image) expect(image.password_hash).toBe('[changed]');
      }
    }
  });
});

describe('transactions', () => {
  it('a rolled-back change leaves no audit row', async () => {
    const since = await lastAuditId();
    await expect(
      server.db.withTenant({ tenantId: demoId }, async (tx) => {
        const { rowCount } = await tx.query("UPDATE persons SET name_primary_first = 'Rolled' WHERE username = 'learner'");
        expect(rowCount).toBe(1);
        const { rows } = await tx.query("SELECT count(*)::int AS n FROM audit_log WHERE after->>'name_primary_first' = 'Rolled'");
        expect(rows[0]).toEqual({ n: 1 }); // written in the same transaction…
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await auditSince(since)).toEqual([]); // …and gone with it.
    const { rows } = await server.db.asOwner((tx) => tx.query("SELECT 1 FROM persons WHERE name_primary_first = 'Rolled'"));
    expect(rows).toHaveLength(0);
  });
});

describe('catalog', () => {
  // Append-only histories and the LMS sync queue are records of events themselves, not domain data to audit.
  const NOT_AUDITED = [
    'sessions',
    'account_links',
    'login_throttle',
    'outbound_emails',
    'audit_log',
    'workflow_history',
    'course_versions',
    'lms_sync_requests',
    // Issue 16. A secret (the LMS key) and a logo's bytes never go into audit rows; their
    // changes are audited through tenant_lms_connections and tenants (the asset's name).
    'tenant_lms_keys',
    'tenant_asset_files',
    // A published NASBA set version and its questions are never changed: they are the history.
    'nasba_question_set_versions',
    'nasba_question_set_items',
    // Work in progress that a job or a day's cleanup removes: an unfinished upload (with its
    // signing key) and a report run; the document and the data it reports on are audited.
    'document_uploads',
    'report_runs',
    // Issue 17: the stored roster answers and their tenant generation, derived from audited data.
    'class_roster_snapshots',
    'roster_generations',
    // The stored course answers and their tenant generation (ADR 0048), derived the same way.
    'course_answers',
    'course_answer_generations',
  ];

  it('every tenant-owned table except the exclusion list has the audit trigger', async () => {
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ table: string; triggers: { name: string; fn: string; type: number; enabled: string }[] }>(
        `SELECT c.relname AS table,
                coalesce((SELECT json_agg(json_build_object('name', t.tgname, 'fn', p.proname, 'type', t.tgtype, 'enabled', t.tgenabled))
                            FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
                           WHERE t.tgrelid = c.oid AND NOT t.tgisinternal), '[]') AS triggers
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
            AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
          ORDER BY 1`,
      ),
    );
    const names = rows.map((r) => r.table);
    // The exclusions are real tables (a rename must update the list).
    for (const t of NOT_AUDITED) expect(names).toContain(t);
    const audited = rows.filter((r) => !NOT_AUDITED.includes(r.table));
    expect(audited.length).toBeGreaterThan(10);
    // tgtype bits: 1 row-level, 4 insert, 8 delete, 16 update; 2 (before) unset means after.
    const ROW_AFTER_IUD = 1 | 4 | 8 | 16;
    for (const { table, triggers } of audited) {
      const audit = triggers.find((t) => t.name === 'audit');
      expect(audit, `${table} has no audit trigger`).toBeDefined();
      expect({ table, fn: audit?.fn, type: (audit?.type ?? 0) & (ROW_AFTER_IUD | 2), enabled: audit?.enabled }).toEqual({
        table,
        fn: 'audit_row',
        type: ROW_AFTER_IUD,
        enabled: 'O',
      });
    }
  });
});
