import type { Session, TestServer } from '../test-server.ts';
import { as } from '../test-server.ts';
import { type ClassSpec, type InsertedClass, insertClass } from './classes.ts';

/**
 * Affidavits of attendance for the tests: a class of the Finalized demo course with two days
 * and one whole-class code whose AOA expiry is a month away (insertClass writes it in SQL),
 * and the calls a learner makes to file an affidavit.
 */
export const AOA_DAY1 = '2026-10-05';
export const AOA_DAY2 = '2026-10-06';
/** The clock of an AOA test: after the class, before the code's AOA expiry. */
export const AOA_NOW = new Date('2026-10-10T12:00:00Z');

export function aoaClass(server: Pick<TestServer, 'db'>, spec: ClassSpec = {}): Promise<InsertedClass> {
  return insertClass(server, {
    title: 'Affidavit class',
    courseStatus: 'Finalized',
    days: [{ date: AOA_DAY1 }, { date: AOA_DAY2 }],
    codes: [{ expiration: new Date('2026-10-06T21:00:00Z'), aoaExpiration: new Date('2026-11-05T21:00:00Z') }],
    ...spec,
  });
}

/** Opens a Draft affidavit of the session for the class; its requestId. */
export async function openAoa(server: TestServer, s: Session, classId: number): Promise<number> {
  const res = await as(server, s)('POST', '/api/aoa', { body: { classId } });
  if (res.status !== 201) throw new Error(`POST /api/aoa: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.requestId;
}

/** Verifies by code; the answer. */
export function verifyCode(server: TestServer, s: Session, requestId: number, classId: number, attendCode: string) {
  return as(server, s)('PUT', '/api/aoa/validate-attend-code', { body: { requestId, classId, attendCode, updatedBy: s.personId } });
}

/** Declares the days (day numbers attended; others not attended) and, optionally, missed time. */
export function declareDays(
  server: TestServer,
  s: Session,
  requestId: number,
  attended: number[],
  opts: { days?: number; missed?: { day: number; startAt: string; returnedAt: string }[]; confirm?: boolean } = {},
) {
  const days = Array.from({ length: opts.days ?? 2 }, (_, i) => i + 1).map((day) => ({
    day,
    attended: attended.includes(day) ? 1 : 0,
    missedTimes: (opts.missed ?? []).filter((m) => m.day === day).map(({ startAt, returnedAt }) => ({ startAt, returnedAt })),
  }));
  return as(server, s)('PUT', '/api/aoa/update', { body: { requestId, days, ...(opts.confirm ? { isConfirmed: 1 } : {}) } });
}

/** Uploads one small PDF as the affidavit's document (multipart, as the browser sends it). */
export async function uploadAoaDocument(server: TestServer, s: Session, requestId: number, name = 'certificate.pdf') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), name);
  const res = await fetch(`${server.url}/api/aoa/docs/${requestId}`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id: number; message: string } };
}

/** An affidavit written in SQL (as the schema owner), for tests that need one without the calls; its id. */
export async function insertAoa(
  server: Pick<TestServer, 'db'>,
  spec: { classId: number; username: string; onRoster?: boolean; verifyTypeId?: 1 | 2 | null; status?: string },
): Promise<number> {
  return server.db.asOwner(async (tx) => {
    const { rows: people } = await tx.query<{ id: number; tenant_id: number }>(
      'SELECT p.id, p.tenant_id FROM persons p JOIN classes k ON k.tenant_id = p.tenant_id WHERE k.id = $1 AND p.username = $2',
      [spec.classId, spec.username],
    );
    const person = people[0];
    if (!person) throw new Error(`no ${spec.username} in the class's tenant`);
    let rosterId: number | null = null;
    if (spec.onRoster) {
      const r = await tx.query<{ id: number }>(
        `INSERT INTO class_roster (tenant_id, class_id, person_id, created_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (tenant_id, class_id, person_id) WHERE removed_at IS NULL DO UPDATE SET created_at = class_roster.created_at RETURNING id`,
        [person.tenant_id, spec.classId, person.id],
      );
      rosterId = r.rows[0]?.id ?? null;
    }
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO affidavits (tenant_id, requestor_id, class_id, roster_id, verify_type_id, status, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $2, now(), now()) RETURNING id`,
      [person.tenant_id, person.id, spec.classId, rosterId, spec.verifyTypeId ?? null, spec.status ?? 'Draft'],
    );
    return (rows[0] as { id: number }).id;
  });
}
