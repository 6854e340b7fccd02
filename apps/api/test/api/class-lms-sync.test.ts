import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue item 5: LMS sync works for a class made from scratch, checked in the sandbox's own
 * store. A class the LMS lacks is created there (push), then read back (pull); certification
 * sends what the LMS lacks, then the completions; an LMS that ends with error messages makes
 * the request failed, never done.
 */
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 10 });
  server = await startTestServer({ env: { LMS_URL: sandbox.url } });
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);
const call = () => as(server, admin);
const lmsOf = () => {
  const system = sandbox.state().systems['SAP:demo'];
  if (!system) throw new Error('the sandbox has no SAP account for demo');
  return system;
};

async function finished(requestId: number) {
  return eventually(
    async () => {
      const res = await call()('GET', `/api/external-requests/status/${requestId}`);
      return (res.body.status === 'done' || res.body.status === 'failed') && res.body;
    },
    { what: `request ${requestId}` },
  );
}

const classLmsId = async (classId: number) =>
  (await owner<{ lms_id: string | null }>('SELECT lms_id FROM classes WHERE id = $1', [classId]))[0]?.lms_id ?? null;
const demoClassId = async (title: string) =>
  (
    await owner<{ id: number }>(
      "SELECT k.id FROM classes k JOIN tenants t ON t.id = k.tenant_id WHERE t.subdomain = 'demo' AND k.class_title = $1",
      [title],
    )
  )[0]?.id as number;

describe('class sync with the LMS (POST /class/import/sap/{id})', () => {
  it('creates a class made from scratch in the LMS, then imports it back', async () => {
    const { classId } = await insertClass(server, { title: 'Made from scratch' });
    const res = await call()('POST', `/api/class/import/sap/${classId}`, {
      body: { in_lms: 'SAP', in_class_status: 'Uncertified', in_action: 'manualClassSync' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = await finished(Number(res.body.uuid));
    expect(done).toMatchObject({ status: 'done', error_messages: [], unprocessed_messages: 0 });
    const lmsId = await classLmsId(classId);
    expect(lmsId).toMatch(/^SAP-CLS-\d{6}$/);
    expect(lmsOf().classes[lmsId as string]).toMatchObject({
      externalId: String(classId),
      courseLmsId: 'SAP-CRS-000103',
      title: 'Made from scratch',
      startDate: '2026-10-05T13:00:00',
      endDate: '2026-10-05T16:30:00',
    });
    // The pull kept the class's own days: the LMS has the same start and end.
    expect(await owner('SELECT day, start_time, end_time FROM class_days WHERE class_id = $1', [classId])).toEqual([
      { day: 1, start_time: '13:00', end_time: '16:30' },
    ]);
  });

  it("syncs the seeded class 2 (SAP-CLS-000201): the LMS holds the demo data's synced records", async () => {
    const classId = await demoClassId('Partner Leadership: Winter Cohort');
    const res = await call()('POST', `/api/class/import/sap/${classId}`, { body: { in_action: 'manualClassSync' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await finished(Number(res.body.uuid))).toMatchObject({ status: 'done', error_messages: [] });
    expect(lmsOf().classes['SAP-CLS-000201']).toMatchObject({ courseLmsId: 'SAP-CRS-000103', title: 'Partner Leadership: Winter Cohort' });
  });

  it('sends the course first when the LMS lacks it too', async () => {
    const { classId } = await insertClass(server, { courseTitle: 'Lease Accounting Self Study' });
    const [course] = await owner<{ id: number }>(
      'UPDATE courses SET lms_id = NULL WHERE id = (SELECT course_id FROM classes WHERE id = $1) RETURNING id',
      [classId],
    );
    const res = await call()('POST', `/api/class/import/sap/allDetails/${classId}`, { body: {} });
    expect(await finished(Number(res.body.uuid))).toMatchObject({ status: 'done' });
    const [synced] = await owner<{ lms_id: string }>('SELECT lms_id FROM courses WHERE id = $1', [course?.id]);
    expect(lmsOf().courses[synced?.lms_id as string]).toMatchObject({
      externalId: String(course?.id),
      title: 'Lease Accounting Self Study',
    });
    expect(lmsOf().classes[(await classLmsId(classId)) as string]).toMatchObject({ courseLmsId: synced?.lms_id });
  });
});

describe('certification with the LMS (PUT /class/certify/{id})', () => {
  it('creates a class made from scratch in the LMS and sends its completions there, once', async () => {
    const { classId } = await insertClass(server, certifiableClass({ title: 'Certified from scratch' }));
    const res = await call()('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await finished(res.body.request_id)).toMatchObject({ status: 'done', error_messages: [] });
    const lmsId = (await classLmsId(classId)) as string;
    expect(lmsOf().classes[lmsId]).toMatchObject({ externalId: String(classId), title: 'Certified from scratch' });
    expect(Object.values(lmsOf().completions[lmsId] ?? {}).map((c) => [c.credits, c.completedOn])).toEqual(
      expect.arrayContaining([
        [4, '2026-10-05'],
        [3.4, '2026-10-05'],
      ]),
    );
    const completionTickets = Object.values(lmsOf().tickets).filter((t) =>
      t.messages.some((m) => m.body.kind === 'completion' && m.body.classLmsId === lmsId),
    );
    expect(completionTickets.map((t) => t.messages.length)).toEqual([2]);
    expect((await owner<{ status: string }>('SELECT status FROM classes WHERE id = $1', [classId]))[0]?.status).toBe('Certified');
  });

  it('fails, not done, when the LMS ends with error messages; the class stays Uncertified without transcripts', async () => {
    const { classId } = await insertClass(server, certifiableClass({ lmsId: 'SAP-CLS-900001' }));
    sandbox.control({ failureMode: 'process-error', failCount: 1 });
    const res = await call()('PUT', `/api/class/certify/${classId}`, { body: {} });
    const failed = await finished(res.body.request_id);
    expect(failed.status).toBe('failed');
    expect(failed.error_messages).toHaveLength(2);
    expect(failed.error_messages[0]).toMatch(/rejected by LMS/);
    expect((await owner<{ status: string }>('SELECT status FROM classes WHERE id = $1', [classId]))[0]?.status).toBe('Uncertified');
    expect(await owner('SELECT 1 FROM transcripts WHERE class_id = $1', [classId])).toEqual([]);
    const events = await call()('POST', '/api/class/events', { body: { classId } });
    expect(events.body.events[0]).toMatchObject({ action: 'class-certify', status: 'failed' });
  });
});
