import { classDayInstants, type LocalLearningStatus } from '@cpe/contract';
import { insertOffering } from '../../../src/modules/courses/create-offering.ts';
import type { TestServer } from '../test-server.ts';

/**
 * A local learning for the Cornerstone submission tests, written directly (the local learning
 * routes are another branch's): made by insertOffering as the creation route makes one, then
 * moved to `status` and given class days on its delivery class in SQL.
 */
export interface CsodLocalLearningSpec {
  tenant?: string;
  title?: string;
  status?: LocalLearningStatus;
  /** Class days of the delivery class; none when empty. Times default to 09:00-17:00. */
  days?: { date: string; start_time?: string; end_time?: string }[];
}

export async function insertCsodLocalLearning(
  server: Pick<TestServer, 'db'>,
  spec: CsodLocalLearningSpec = {},
): Promise<{ id: number; classId: number }> {
  const tenant = spec.tenant ?? 'demo';
  const { tenantId, personId } = await server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ tenant_id: number; person_id: number }>(
      "SELECT t.id AS tenant_id, p.id AS person_id FROM tenants t JOIN persons p ON p.tenant_id = t.id AND p.username = 'admin' WHERE t.subdomain = $1",
      [tenant],
    );
    if (!rows[0]) throw new Error(`no admin in ${tenant}`);
    return { tenantId: rows[0].tenant_id, personId: rows[0].person_id };
  });
  const days = (spec.days ?? [{ date: '2026-11-02' }, { date: '2026-11-03' }]).map((d) => ({
    start_time: '09:00',
    end_time: '17:00',
    ...d,
  }));
  return server.db.withTenant({ tenantId, personId }, async (tx) => {
    const made = await insertOffering(tx, {
      kind: 'local_learning',
      title: spec.title ?? 'Local learning for Cornerstone',
      agendaTypeId: 1,
      deliveryMethodId: 2,
      personId,
      now: new Date(),
    });
    await tx.query('UPDATE courses SET course_status = $2 WHERE id = $1', [made.id, spec.status ?? 'Pending Delivery']);
    const { rows } = await tx.query<{ timezone: string }>('SELECT timezone FROM classes WHERE id = $1', [made.classId]);
    const timezone = rows[0]?.timezone ?? 'America/New_York';
    for (const [i, d] of days.entries()) {
      const at = classDayInstants(d, timezone);
      await tx.query(
        `INSERT INTO class_days (class_id, day, class_date, start_time, end_time, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [made.classId, i + 1, d.date, d.start_time, d.end_time, at?.starts_at, at?.ends_at],
      );
    }
    return made;
  });
}
