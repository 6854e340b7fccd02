import { CLASS_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { lmsClassDays } from '../../src/modules/classes/sync/class-sync-apply.ts';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** The class lifecycle through the API: certification checklists, certify to completion through polling, LMS class import, status and events. */
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 20 });
  server = await startTestServer({ env: { LMS_URL: sandbox.url } });
  admin = await server.login('admin');
  coordinator = await server.login('coordinator');
  instructor = await server.login('instructor');
  learner = await server.login('learner');
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

async function pollRequest(s: Session, requestId: number) {
  return eventually(
    async () => {
      const res = await as(server, s)('GET', `/api/external-requests/status/${requestId}`);
      expect(res.status).toBe(200);
      return res.body.unprocessed_messages === 0 && res.body;
    },
    { what: `request ${requestId}` },
  );
}

async function pollClassStatus(s: Session, classId: number) {
  await eventually(
    async () => {
      const res = await as(server, s)('GET', `/api/class/status/${classId}`);
      expect(res.status).toBe(200);
      return res.body.status_good === 1;
    },
    { what: 'the class sync' },
  );
}

const transcripts = (classId: number) =>
  owner<{ username: string; field_of_study_id: number; credits: string | number; completed_on: string }>(
    `SELECT p.username, t.field_of_study_id, t.credits, to_char(t.completed_on, 'YYYY-MM-DD') AS completed_on
       FROM transcripts t JOIN persons p ON p.id = t.person_id WHERE t.class_id = $1 ORDER BY p.username, t.field_of_study_id`,
    [classId],
  ).then((rows) => rows.map((r) => ({ ...r, credits: Number(r.credits) })));

const classRow = (classId: number) =>
  owner<{ status: string; certified_by: number | null; lms_id: string | null; alternate_id: string | null; cq_duration: number | null }>(
    'SELECT status, certified_by, lms_id, alternate_id, cq_duration FROM classes WHERE id = $1',
    [classId],
  ).then((rows) => rows[0]);

describe('lmsClassDays (pure)', () => {
  it('reads LMS start and end as days with the same times', () => {
    expect(lmsClassDays('2026-03-10T09:00:00', '2026-03-11T17:00:00')).toEqual([
      { day: 1, date: '2026-03-10', start_time: '09:00', end_time: '17:00' },
      { day: 2, date: '2026-03-11', start_time: '09:00', end_time: '17:00' },
    ]);
    expect(lmsClassDays('2026-03-10T17:00:00', '2026-03-10T09:00:00')).toBeNull();
    expect(lmsClassDays('soon', '2026-03-10T09:00:00')).toBeNull();
  });
});

describe('GET /class/validate/certification/{id}', () => {
  it('passes a complete class, and names what an incomplete one lacks', async () => {
    const { classId } = await insertClass(server, certifiableClass());
    const ok = await as(server, coordinator)('GET', `/api/class/validate/certification/${classId}`);
    expect(ok.status).toBe(200);
    expect(ok.body.passes_validation).toBe(1);
    expect(ok.body.certification.at(-1)).toEqual({ section: 'Passed Approval', validation_status: 'PASS' });

    const bare = await insertClass(server, { learners: [{ username: 'learner', unrecorded: [1] }] });
    const res = await as(server, admin)('GET', `/api/class/validate/certification/${bare.classId}`);
    expect(res.body.passes_validation).toBe(0);
    expect(res.body.failed_validation_reason).toMatch(/^Attendance: .* Coordinator: /);
    // The demo course's modules name their instructors, and whoever teaches the class counts (ADR 0054).
    expect(res.body.attestation.find((c: { section: string }) => c.section === 'Instructors').validation_status).toBe('PASS');
    expect(res.body.attestation.find((c: { section: string }) => c.section === 'Coordinator').validation_status).toBe('FAIL');
  });

  it('is refused to a learner (403) and 404 for a missing class', async () => {
    const { classId } = await insertClass(server);
    expect((await as(server, learner)('GET', `/api/class/validate/certification/${classId}`)).status).toBe(403);
    expect((await as(server, admin)('GET', '/api/class/validate/certification/999999')).status).toBe(404);
  });
});

describe('PUT /class/certify/{id}', () => {
  it('certifies to completion through the polling: transcripts, LMS completions, Certified, workflow history', async () => {
    const { classId } = await insertClass(server, certifiableClass({ lmsId: 'SAP-CLS-900001' }));
    const res = await as(server, coordinator)('PUT', `/api/class/certify/${classId}`, {
      body: { updatedBy: coordinator.personId, cq_duration: 200, sponsor: 'Demo Leadership Institute', classID2: 'ALT-1', instructors: [] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ request_id: expect.any(Number), unprocessed_messages: 1, error_messages: [] });
    const done = await pollRequest(coordinator, res.body.request_id);
    expect(done.status).toBe('done');
    expect(done.error_messages).toEqual([]);

    // 200 credit minutes (14: 100, 15: 100); the external learner missed 13:00–13:30 of the first module.
    expect(await transcripts(classId)).toEqual([
      { username: 'external.learner', field_of_study_id: 14, credits: 1.4, completed_on: '2026-10-05' },
      { username: 'external.learner', field_of_study_id: 15, credits: 2, completed_on: '2026-10-05' },
      { username: 'learner', field_of_study_id: 14, credits: 2, completed_on: '2026-10-05' },
      { username: 'learner', field_of_study_id: 15, credits: 2, completed_on: '2026-10-05' },
    ]);
    expect(await classRow(classId)).toEqual({
      status: 'Certified',
      certified_by: coordinator.personId,
      lms_id: 'SAP-CLS-900001',
      alternate_id: 'ALT-1',
      cq_duration: 200,
    });
    const history = await owner<{ action: string; from_status: string; to_status: string; person_id: number }>(
      'SELECT action, from_status, to_status, person_id FROM workflow_history WHERE learning_object_type_id = 3 AND learning_object_id = $1',
      [classId],
    );
    expect(history).toEqual([{ action: 'Certified', from_status: 'Uncertified', to_status: 'Certified', person_id: coordinator.personId }]);
    const completions = sandbox.state().systems['SAP:demo']?.completions['SAP-CLS-900001'] ?? {};
    expect(Object.values(completions).map((c) => [c.credits, c.completedOn])).toEqual(
      expect.arrayContaining([
        [4, '2026-10-05'],
        [3.4, '2026-10-05'],
      ]),
    );
    expect(Object.keys(completions)).toContain(`DEMO-${learner.personId}`);

    // Re-Certify after the external learner is marked absent: their transcript goes, the other stays.
    await owner(
      `UPDATE roster_attendance SET attended = false WHERE roster_id IN
         (SELECT r.id FROM class_roster r JOIN persons p ON p.id = r.person_id WHERE r.class_id = $1 AND p.username = 'external.learner')`,
      [classId],
    );
    const again = await as(server, coordinator)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await pollRequest(coordinator, again.body.request_id)).status).toBe('done');
    expect((await transcripts(classId)).map((t) => [t.username, t.credits])).toEqual([
      ['learner', 2],
      ['learner', 2],
    ]);
    expect((await classRow(classId))?.status).toBe('Certified');
  });

  it('refuses a class that fails the checklist (409 with the reason) and answers with nothing queued', async () => {
    const { classId } = await insertClass(server, certifiableClass({ coordinators: [] }));
    const res = await as(server, coordinator)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Coordinator: The class has no coordinator contact.');
    expect(await owner('SELECT 1 FROM lms_sync_requests WHERE learning_object_type_id = 3 AND learning_object_id = $1', [classId])).toEqual(
      [],
    );
  });

  it('refuses a Voided class, a caller without CLS032 and CLS057, and a class whose agenda is not finalized', async () => {
    const voided = await insertClass(server, certifiableClass({ status: 'Voided' }));
    expect((await as(server, admin)('PUT', `/api/class/certify/${voided.classId}`, { body: {} })).status).toBe(403);
    const { classId } = await insertClass(server, certifiableClass());
    const denied = await as(server, instructor)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(denied.status).toBe(403);
    expect((await as(server, learner)('PUT', `/api/class/certify/${classId}`, { body: {} })).status).toBe(403);
    const draft = (
      await owner<{ title: string }>(
        "SELECT title FROM courses WHERE course_status <> 'Finalized' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo') LIMIT 1",
      )
    )[0];
    const blocked = await insertClass(server, certifiableClass({ courseTitle: draft?.title }));
    const res = await as(server, admin)('PUT', `/api/class/certify/${blocked.classId}`, { body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLASS_MESSAGES.agendaNotFinalized);
  });

  it('refuses a second certification while one is in flight, and the class status says so', async () => {
    const { classId } = await insertClass(server, certifiableClass());
    await owner(
      `INSERT INTO lms_sync_requests (tenant_id, learning_object_type_id, learning_object_id, lms_type, action, created_at)
       SELECT id, 3, $1, 'SAP', 'class-certify', now() FROM tenants WHERE subdomain = 'demo'`,
      [classId],
    );
    expect((await as(server, admin)('GET', `/api/class/status/${classId}`)).body).toEqual({ status_good: 0 });
    expect((await as(server, admin)('POST', '/api/class/events', { body: { classId } })).body).toMatchObject({ finished: false });
    const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A sync or certification of this class is still in progress.');
  });

  it('an LMS failure fails the request with its message; the class stays Uncertified without transcripts', async () => {
    const { classId } = await insertClass(server, certifiableClass({ lmsId: 'SAP-CLS-900003' }));
    sandbox.control({ failureMode: 'http-error', failCount: 1 });
    const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(res.status).toBe(200);
    const failed = await pollRequest(admin, res.body.request_id);
    expect(failed.status).toBe('failed');
    expect(failed.error_messages[0]).toMatch(/\S/);
    expect((await classRow(classId))?.status).toBe('Uncertified');
    expect(await transcripts(classId)).toEqual([]);
    sandbox.control({ failureMode: 'none' });
  });
});

describe('LMS class sync', () => {
  it('imports a sandbox-seeded class: title, days, timezone and the learners it knows by e-mail', async () => {
    const { classId } = await insertClass(server, { lmsId: 'SAP-CLS-900002', title: 'Before import', timezone: 'America/Chicago' });
    const res = await as(server, coordinator)('POST', `/api/class/import/sap/${classId}`, {
      body: { in_lms: 'SAP', in_class_status: 'Uncertified', in_created_by: coordinator.personId, in_action: 'manualClassSync' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ uuid: expect.stringMatching(/^\d+$/), success: true });
    await pollClassStatus(coordinator, classId);
    const [cls] = await owner<{ class_title: string; timezone: string; start_date: string }>(
      "SELECT class_title, timezone, to_char(start_date, 'YYYY-MM-DD') AS start_date FROM classes WHERE id = $1",
      [classId],
    );
    expect(cls).toEqual({ class_title: 'Ethics for Tax Professionals — Virtual', timezone: 'America/New_York', start_date: '2026-04-14' });
    expect(
      await owner("SELECT day, to_char(class_date, 'YYYY-MM-DD') AS date, start_time, end_time FROM class_days WHERE class_id = $1", [
        classId,
      ]),
    ).toEqual([{ day: 1, date: '2026-04-14', start_time: '13:00', end_time: '17:00' }]);
    const roster = await owner<{ username: string; roster_add_method_id: number; is_external_learner: boolean }>(
      `SELECT p.username, r.roster_add_method_id, r.is_external_learner FROM class_roster r JOIN persons p ON p.id = r.person_id
        WHERE r.class_id = $1 ORDER BY p.username`,
      [classId],
    );
    expect(roster).toEqual([
      { username: 'external.learner', roster_add_method_id: 3, is_external_learner: true },
      { username: 'learner', roster_add_method_id: 3, is_external_learner: false },
    ]);
    const events = await as(server, coordinator)('POST', '/api/class/events', { body: { classId } });
    expect(events.body).toMatchObject({ finished: true, events: [{ action: 'class-import', status: 'done', messages: [] }] });
    // A second import adds nobody twice.
    await as(server, coordinator)('POST', `/api/class/import/sap/allDetails/${classId}`, { body: { in_action: 'manualClassSync' } });
    await pollClassStatus(coordinator, classId);
    expect(await owner('SELECT 1 FROM class_roster WHERE class_id = $1', [classId])).toHaveLength(2);
  });

  it('allDetails sends a class the LMS does not have and keeps the id the LMS gives it', async () => {
    await owner(
      "UPDATE courses SET lms_id = 'SAP-CRS-900001' WHERE title = 'Lease Accounting Self Study' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')",
    );
    const { classId } = await insertClass(server, { courseTitle: 'Lease Accounting Self Study' });
    const res = await as(server, admin)('POST', `/api/class/import/sap/allDetails/${classId}`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await as(server, admin)('GET', `/api/class/status/${classId}`)).body.status_good).toBe(0);
    await pollClassStatus(admin, classId);
    expect((await classRow(classId))?.lms_id).toMatch(/^SAP-CLS-0/);
  });

  it('reports an LMS that does not know the class as a failed event', async () => {
    const { classId } = await insertClass(server, { lmsId: 'SAP-CLS-123456' });
    expect((await as(server, admin)('POST', `/api/class/import/sap/${classId}`, { body: {} })).status).toBe(200);
    await pollClassStatus(admin, classId);
    const events = await as(server, admin)('POST', '/api/class/events', { body: { classId } });
    expect(events.body.events[0]).toMatchObject({ status: 'failed', messages: ['Class SAP-CLS-123456 was not found in the LMS.'] });
  });

  it("refuses: Certified without the manual action, an LMS other than the tenant's, Voided, roles without CLS046", async () => {
    const certified = await insertClass(server, { status: 'Certified', lmsId: 'SAP-CLS-900099' });
    const auto = await as(server, admin)('POST', `/api/class/import/sap/${certified.classId}`, { body: {} });
    expect(auto.status).toBe(409);
    const saba = await as(server, admin)('POST', `/api/class/import/sap/${certified.classId}`, {
      body: { in_lms: 'SABA', in_action: 'manualClassSync' },
    });
    // manualClassSync off SAP on a tenant whose LMS is not SAP: class-lms-sync-types.test.ts.
    expect([saba.status, saba.body.message]).toEqual([409, "This firm's LMS is SAP, not SABA: reload the page and sync again."]);
    const noId = await insertClass(server);
    const voided = await insertClass(server, { status: 'Voided', lmsId: 'SAP-CLS-900098' });
    expect((await as(server, admin)('POST', `/api/class/import/sap/${voided.classId}`, { body: {} })).status).toBe(403);
    expect((await as(server, instructor)('POST', `/api/class/import/sap/${noId.classId}`, { body: {} })).status).toBe(403);
    expect((await as(server, learner)('POST', `/api/class/import/sap/${noId.classId}`, { body: {} })).status).toBe(403);
    expect((await as(server, learner)('GET', `/api/class/status/${noId.classId}`)).status).toBe(403);
    expect((await as(server, learner)('POST', '/api/class/events', { body: { classId: noId.classId } })).status).toBe(403);
  });
});

describe("another tenant's class", () => {
  it('is 404 on every lifecycle call, and nothing is queued', async () => {
    const { classId } = await insertClass(server, certifiableClass({ tenant: 'acme', lmsId: 'SAP-CLS-900001' }));
    const call = as(server, admin);
    for (const [method, path, body] of [
      ['GET', `/api/class/validate/certification/${classId}`, undefined],
      ['PUT', `/api/class/certify/${classId}`, {}],
      ['POST', `/api/class/import/sap/${classId}`, {}],
      ['POST', `/api/class/import/sap/allDetails/${classId}`, {}],
      ['GET', `/api/class/status/${classId}`, undefined],
      ['POST', '/api/class/events', { classId }],
    ] as const) {
      expect.soft((await call(method, path, { body })).status, `${method} ${path}`).toBe(404);
    }
    expect(await owner('SELECT 1 FROM lms_sync_requests WHERE learning_object_type_id = 3 AND learning_object_id = $1', [classId])).toEqual(
      [],
    );
  });
});
