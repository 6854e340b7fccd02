import type { Tx } from '../../../src/db/types.ts';
import type { TestServer } from '../test-server.ts';
import { insertCreditRecord } from './credit-records.ts';

/** People and records for the merge tests, written in SQL as the schema owner. */

export interface MergePersonSpec {
  username: string;
  type?: 'internal' | 'external';
  emails?: { address: string; primary?: boolean }[];
  ids?: { type: string; value: string; primary?: boolean }[];
}

const tenantId = async (tx: Tx, tenant: string) =>
  (await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [tenant])).rows[0]?.id as number;

/** A person of the tenant who signs in with the demo password (the admin's hash), with these e-mails and ids. */
export async function insertMergePerson(server: TestServer, spec: MergePersonSpec, tenant = 'demo'): Promise<number> {
  return server.db.asOwner(async (tx) => {
    const t = await tenantId(tx, tenant);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status, password_hash)
       SELECT $1, $2, $3, $3, 'Merge', $3, 'Active', password_hash FROM persons WHERE tenant_id = $1 AND username = 'admin'
       RETURNING id`,
      [t, spec.type ?? 'internal', spec.username],
    );
    const id = (rows[0] as { id: number }).id;
    for (const e of spec.emails ?? [])
      await tx.query('INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) VALUES ($1, $2, $3, $4)', [
        t,
        id,
        e.address,
        e.primary ?? false,
      ]);
    for (const i of spec.ids ?? [])
      await tx.query('INSERT INTO person_ids (tenant_id, person_id, id_type, value, is_primary) VALUES ($1, $2, $3, $4, $5)', [
        t,
        id,
        i.type,
        i.value,
        i.primary ?? false,
      ]);
    return id;
  });
}

/** A person's credit record of a class (ADR 0051), with its credits by field of study. */
export async function insertTranscript(
  server: TestServer,
  personId: number,
  classId: number,
  fields: readonly (readonly [number, number])[],
) {
  await server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ tenant_id: number; course_id: number }>('SELECT tenant_id, course_id FROM classes WHERE id = $1', [
      classId,
    ]);
    const cls = rows[0] as { tenant_id: number; course_id: number };
    await insertCreditRecord(tx, {
      tenantId: cls.tenant_id,
      personId,
      classId,
      courseId: cls.course_id,
      completedOn: '2026-10-05',
      fields,
    });
  });
}

/** An open (Draft) affidavit of a person for a class, an alert and a biography marker: records a merge moves. */
export async function insertPersonRecords(server: TestServer, personId: number, classId: number): Promise<{ affidavitId: number }> {
  return server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO affidavits (tenant_id, requestor_id, class_id, status, created_by, created_at, updated_at)
       SELECT tenant_id, $1, id, 'Draft', $1, now(), now() FROM classes WHERE id = $2 RETURNING id`,
      [personId, classId],
    );
    await tx.query(
      "INSERT INTO alerts (tenant_id, person_id, type, message) SELECT tenant_id, id, 'info', 'Merge me' FROM persons WHERE id = $1",
      [personId],
    );
    await tx.query(
      `INSERT INTO documents (tenant_id, person_id, attachment_type_id, doc_name, content_type, size_bytes, status, created_by, created_at)
       SELECT tenant_id, id, 11, 'INVALID', 'application/octet-stream', 0, 'INVALID', id, now() FROM persons WHERE id = $1`,
      [personId],
    );
    return { affidavitId: (rows[0] as { id: number }).id };
  });
}
