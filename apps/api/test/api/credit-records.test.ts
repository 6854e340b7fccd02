import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeMigratedCredits } from '../../src/modules/classes/lifecycle/recompute-migrated-credits.ts';
import { download } from '../support/certificate-reading.ts';
import { eventually } from '../support/eventually.ts';
import { insertClass } from '../support/factories/classes.ts';
import { finalizedTwoDayCourse } from '../support/factories/courses.ts';
import { insertCreditRecord } from '../support/factories/credit-records.ts';
import { personIdOf } from '../support/factories/people.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/**
 * The credit record of a completion (ADR 0051, migration 0041): its fields add up to its total,
 * it is never changed or removed, a Re-Certify that changes a figure writes the next version
 * (the audit trail shows both, the certificate of the old one is revoked, the learner hears of
 * it once), one that changes nothing writes nothing, and the figures migration 0041 kept are
 * recomputed by the Standards' rules once.
 */
let s: SignedIn;
const COURSE = 'Record course';
// finalizedTwoDayCourse: day 1 09:00–11:30 (150 min), day 2 13:00–14:40 and 15:00–16:40 (200 min), all Taxes.

beforeAll(async () => {
  s = await startSignedIn();
  await finalizedTwoDayCourse(s.server, s.admin, s.instructor, COURSE);
});
afterAll(() => s?.server.close());

const owner = <T>(sql: string, params: unknown[] = []) => s.server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);
const demoId = async () => (await owner<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'"))[0]?.id as number;

async function certify(classId: number): Promise<void> {
  const res = await as(s.server, s.admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await eventually(
    async () => (await as(s.server, s.admin)('GET', `/api/external-requests/status/${res.body.request_id}`)).body.status === 'done',
    { what: 'the certification' },
  );
}

async function classOf(title: string, learners: { username: string; attended: number[] }[]) {
  const made = await insertClass(s.server, {
    title,
    courseTitle: COURSE,
    courseStatus: 'Finalized',
    days: [{ date: '2026-10-05' }, { date: '2026-10-06' }],
    learners,
    instructors: ['instructor'],
    coordinators: ['coordinator'],
  });
  await classDocumentation(made.classId);
  return made;
}

/** A US-CPE Group Live class carries its class documentation (attachment type 32). */
const classDocumentation = (classId: number) =>
  owner(
    `INSERT INTO documents (tenant_id, learning_object_type_id, learning_object_id, attachment_type_id, doc_name, content_type, size_bytes,
                            sha256, storage_key, created_by, created_at)
     SELECT tenant_id, 3, id, 32, 'sign-in.pdf', 'application/pdf', 1, repeat('0', 64), 'none', created_by, now() FROM classes WHERE id = $1`,
    [classId],
  );

const records = (classId: number) =>
  owner<{
    id: number;
    person_id: number;
    version: number;
    total: string | number;
    reason: string;
    live: boolean;
    successor_id: number | null;
  }>(
    'SELECT id, person_id, version, total, reason, superseded_at IS NULL AS live, successor_id FROM credit_records WHERE class_id = $1 ORDER BY person_id, version',
    [classId],
  ).then((rows) => rows.map((r) => ({ ...r, total: Number(r.total) })));

describe('the credit record', () => {
  it('refuses fields that do not add up to the total, any change of a figure, and a delete', async () => {
    const t = await demoId();
    const learner = await personIdOf(s.server, 'learner');
    const { classId, courseId } = await classOf('Integrity class', [{ username: 'learner', attended: [1] }]);
    const wrong = s.server.db.asOwner(async (tx) => {
      const id = await insertCreditRecord(tx, {
        tenantId: t,
        personId: learner,
        classId,
        courseId,
        completedOn: '2026-10-06',
        fields: [[20, 3]],
      });
      await tx.query('INSERT INTO credit_record_fields (tenant_id, record_id, field_of_study_id, credits) VALUES ($1, $2, 1, 0.2)', [
        t,
        id,
      ]);
    });
    await expect(wrong).rejects.toThrow(/adding up to 3.2 instead of its total 3.0/);
    const id = await s.server.db.asOwner((tx) =>
      insertCreditRecord(tx, { tenantId: t, personId: learner, classId, courseId, completedOn: '2026-10-06', fields: [[20, 3]] }),
    );
    await expect(owner('UPDATE credit_records SET total = 4 WHERE id = $1', [id])).rejects.toThrow(/write a new version/);
    await expect(owner('UPDATE credit_record_fields SET credits = 4 WHERE record_id = $1', [id])).rejects.toThrow(/write a new version/);
    await expect(owner('DELETE FROM credit_records WHERE id = $1', [id])).rejects.toThrow(/supersede it/);
    // The application role cannot reach another tenant's records either (forced row-level security).
    const acme = await s.server.db.withTenant({ tenantId: t + 1 }, (tx) => tx.query('SELECT 1 FROM credit_records WHERE id = $1', [id]));
    expect(acme.rows).toEqual([]);
  });

  it('a Re-Certify that changes a figure writes the next version; one that changes nothing writes nothing', async () => {
    const learner = await personIdOf(s.server, 'learner');
    const other = await personIdOf(s.server, 'external.learner');
    const { classId, rosterIds } = await classOf('Versioned class', [
      { username: 'learner', attended: [1] },
      { username: 'external.learner', attended: [1, 2] },
    ]);
    await certify(classId);
    expect((await records(classId)).map((r) => [r.person_id, r.version, r.total, r.reason, r.live])).toEqual(
      [
        [learner, 1, 3, 'certified', true],
        [other, 1, 7, 'certified', true],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const alerts = (personId: number) =>
      owner("SELECT 1 FROM alerts WHERE person_id = $1 AND message = 'Class certified: Versioned class'", [personId]).then((r) => r.length);
    expect([await alerts(learner), await alerts(other)]).toEqual([1, 1]);
    const pdf = await download(s.server, `/api/certificates/class/${classId}/person/${learner}`, s.admin);
    const oldCode = pdf.headers.get('x-certificate-code') as string;

    // Nothing changed: no new version, nobody told again (issue 27: re-certification notices were duplicated).
    await certify(classId);
    expect((await records(classId)).map((r) => r.version)).toEqual([1, 1]);
    expect([await alerts(learner), await alerts(other)]).toEqual([1, 1]);

    // The learner turns out to have attended day 2 as well.
    await owner('UPDATE roster_attendance SET attended = true WHERE roster_id = $1 AND day = 2', [rosterIds.learner]);
    await certify(classId);
    const after = (await records(classId)).filter((r) => r.person_id === learner);
    expect(after.map((r) => [r.version, r.total, r.reason, r.live])).toEqual([
      [1, 3, 'certified', false],
      [2, 7, 'recertified', true],
    ]);
    expect(after[0]?.successor_id).toBe(after[1]?.id);
    expect([await alerts(learner), await alerts(other)]).toEqual([2, 1]);
    // The audit trail holds both versions; the old certificate is revoked, the transcript shows the new figure.
    const audited = await owner<{ entity_id: string; action: string }>(
      "SELECT entity_id, action FROM audit_log WHERE entity = 'credit_records' AND entity_id = ANY($1::text[]) ORDER BY id",
      [after.map((r) => String(r.id))],
    );
    expect(audited.filter((a) => a.action === 'INSERT').map((a) => Number(a.entity_id))).toEqual(after.map((r) => r.id));
    expect(audited.some((a) => a.action === 'UPDATE' && Number(a.entity_id) === after[0]?.id)).toBe(true);
    const verified = await s.server.call('GET', `/api/certificates/verify?code=${oldCode}`);
    expect(verified.body.revoked_at).not.toBeNull();
    const transcript = (await as(s.server, s.learner)('GET', `/api/person/transcripts/${learner}`)).body;
    expect(transcript.entries.find((e: { class_id: number }) => e.class_id === classId).credits).toBe(7);
  });

  it('recomputes the figures migration 0041 kept, once, by the Standards’ rules', async () => {
    const t = await demoId();
    const learner = await personIdOf(s.server, 'learner');
    const { classId, courseId } = await classOf('Migrated class', [{ username: 'learner', attended: [1, 2] }]);
    await owner("UPDATE classes SET status = 'Certified' WHERE id = $1", [classId]);
    // A figure the old rules wrote (fields floored one by one), kept by the migration as version 1.
    await s.server.db.asOwner((tx) =>
      insertCreditRecord(tx, {
        tenantId: t,
        personId: learner,
        classId,
        courseId,
        completedOn: '2026-10-06',
        fields: [[20, 6.8]],
        minutes: null,
        rule: 'legacy',
      }),
    );
    expect(await recomputeMigratedCredits(s.server.db)).toBeGreaterThanOrEqual(1);
    expect((await records(classId)).map((r) => [r.version, r.total, r.reason, r.live])).toEqual([
      [1, 6.8, 'certified', false],
      [2, 7, 'recomputed', true],
    ]);
    expect((await owner<{ needs: boolean }>('SELECT needs_recertification AS needs FROM classes WHERE id = $1', [classId]))[0]?.needs).toBe(
      true,
    );
    // Once: nothing is legacy any more.
    expect(await recomputeMigratedCredits(s.server.db)).toBe(0);
  });
});
