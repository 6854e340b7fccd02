import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { eventually } from '../support/eventually.ts';
import { addModule, createCourse, uploadDocument } from '../support/factories/courses.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** The course's steps through the API: content review, IRS CE, NASBA, external ids, contacts, audit, and LMS sync against the sandbox. */
let server: TestServer;
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let admin: Session;
let coordinator: Session;
let instructor: Session;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 20 });
  server = await startTestServer({ env: { LMS_URL: sandbox.url } });
  [admin, coordinator, instructor] = await Promise.all([server.login('admin'), server.login('coordinator'), server.login('instructor')]);
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
});

describe('content review', () => {
  it('keeps reviewers per day; the developer of a module that day may not review it', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    await addModule(call, id, { developer_id: instructor.personId });
    const developer = await call('POST', `/api/agendas/content-review/${id}`, { body: { day: 1, reviewer_id: instructor.personId } });
    expect(developer.status).toBe(400);
    expect(developer.body.errors[0].field).toBe('body.reviewer_id');
    expect(
      (await call('POST', `/api/agendas/content-review/${id}`, { body: { day: 2, reviewer_id: admin.personId } })).body.errors[0].field,
    ).toBe('body.day');
    const added = await call('POST', `/api/agendas/content-review/${id}`, {
      body: { day: 1, reviewer_id: admin.personId, start_date: '2026-10-01' },
    });
    expect(added.status).toBe(201);
    expect((await call('POST', `/api/agendas/content-review/${id}`, { body: { day: 1, reviewer_id: admin.personId } })).status).toBe(409);
    const early = await call('PUT', `/api/agendas/content-review/${added.body.id}`, { body: { completion_date: '2026-09-30' } });
    expect(early.body.errors[0].field).toBe('body.completion_date');
    // Found by the OpenAPI fuzz (support/openapi-fuzz.ts): a day no calendar has was a database error naming no field.
    const noSuchDay = await call('PUT', `/api/agendas/content-review/${added.body.id}`, { body: { start_date: '2026-13-45' } });
    expect([noSuchDay.status, noSuchDay.body.errors?.[0]?.field]).toEqual([400, 'body.start_date']);
    await call('PUT', `/api/agendas/content-review/${added.body.id}`, {
      body: { is_attested: true, completion_date: '2026-10-03', note: 'Fine' },
    });
    const status = (await call('GET', `/api/agendas/review-status/${id}`)).body;
    expect(status.required).toBe(true); // demo is a sponsor
    expect(status.days).toEqual([
      {
        day: 1,
        developer_ids: [instructor.personId],
        reviewers: [
          expect.objectContaining({
            name: 'Ada Admin',
            is_attested: true,
            start_date: '2026-10-01',
            completion_date: '2026-10-03',
            note: 'Fine',
          }),
        ],
      },
    ]);
  });
});

describe('IRS CE', () => {
  it('assigns an approver from the common approvers, and only that approver approves', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    const approvers = (await call('GET', '/api/roles/people/26')).body;
    expect(approvers).toEqual([{ id: coordinator.personId, name: 'Cora Coordinator' }]);
    expect(
      (await call('PUT', '/api/course/irs-program/reviewer/assign', { body: { agendaId: id, reviewerId: instructor.personId } })).status,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/course/irs-program/reviewer/assign', { body: { agendaId: id, reviewerId: coordinator.personId } })).status,
    ).toBe(200);
    await call('PUT', `/api/course/irs-info/${id}`, { body: { is_irs_ce: true, irs_program_number: 'XYZ1T-T-00001-26-S' } });
    expect((await call('PUT', `/api/course/irs-info/${id}`, { body: { is_irs_ce_approved: true } })).status).toBe(403);
    expect((await call('GET', `/api/course/irs-program/reviewer/${id}`)).body).toEqual({
      approver: { id: coordinator.personId, name: 'Cora Coordinator' },
      is_irs_ce: true,
      is_irs_ce_approved: false,
    });
    expect((await as(server, coordinator)('GET', '/api/roles/people/999')).status).toBe(404);
  });

  it('the assigned approver approves a course in Editing', async () => {
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ id: number }>(
        "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.title = 'Federal Tax Update 2026'",
      ),
    );
    const id = (rows[0] as { id: number }).id;
    await as(server, admin)('PUT', '/api/course/irs-program/reviewer/assign', { body: { agendaId: id, reviewerId: coordinator.personId } });
    // The approver may not edit the IRS CE information, only approve it.
    expect((await as(server, coordinator)('PUT', `/api/course/irs-info/${id}`, { body: { irs_program_number: 'X' } })).status).toBe(403);
    expect((await as(server, coordinator)('PUT', `/api/course/irs-info/${id}`, { body: { is_irs_ce_approved: true } })).status).toBe(200);
    expect((await as(server, coordinator)('GET', `/api/course/irs-program/reviewer/${id}`)).body.is_irs_ce_approved).toBe(true);
  });

  it('is refused where the firm has no IRS CE workflow', async () => {
    const acme = await server.login('admin', 'acme');
    const id = await createCourse(as(server, acme));
    const res = await as(server, acme)('PUT', `/api/course/irs-info/${id}`, { body: { is_irs_ce: true } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/IRS CE workflow is not enabled/);
  });
});

describe('NASBA questions, external ids, contacts, qualifications', () => {
  it('saves answers to active questions only', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    const questions = (await call('GET', `/api/course/nasba/${id}`)).body;
    expect(questions.length).toBeGreaterThan(0);
    expect(
      (await call('PUT', `/api/course/nasba/${id}`, { body: { answers: [{ question_id: 9999, answer: 'x' }] } })).body.errors[0].field,
    ).toBe('body.answers.0.question_id');
    await call('PUT', `/api/course/nasba/${id}`, {
      body: { answers: [{ question_id: questions[0].question_id, answer: 'Objectives listed' }] },
    });
    expect((await call('GET', `/api/course/nasba/${id}`)).body[0].answer).toBe('Objectives listed');
  });

  it('adds, lists and deletes external ids with one call', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    const added = await call('POST', `/api/course/external-ids/${id}`, {
      body: { methodVerb: 'ADD', externalIdType: 'CREDENTIAL ID', addIdValue: 'CR-77' },
    });
    expect(added.body).toEqual([expect.objectContaining({ id_type: 'CREDENTIAL ID', external_id_value: 'CR-77' })]);
    expect(
      (
        await call('POST', `/api/course/external-ids/${id}`, {
          body: { methodVerb: 'ADD', externalIdType: 'CREDENTIAL ID', addIdValue: 'CR-77' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call('POST', `/api/course/external-ids/${id}`, { body: { methodVerb: 'ADD', externalIdType: 'SHOE SIZE', addIdValue: '9' } }))
        .status,
    ).toBe(400);
    const removed = await call('POST', `/api/course/external-ids/${id}`, { body: { methodVerb: 'DELETE', deleteId: added.body[0].id } });
    expect(removed.body).toEqual([]);
    expect((await call('POST', `/api/course/external-ids/${id}`, { body: { methodVerb: 'GET' } })).body).toEqual([]);
  });

  it('adds internal contacts only, and removes them', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    const external = await server.login('external.learner');
    expect(
      (await call('POST', `/api/course/person/add/${id}`, { body: { personId: external.personId, contactRole: 'Developer' } })).status,
    ).toBe(400);
    const added = await call('POST', `/api/course/person/add/${id}`, {
      body: { personId: coordinator.personId, contactRole: 'Coordinator' },
    });
    expect(added.status).toBe(201);
    expect(
      (await call('GET', `/api/course/${id}`)).body.courseHeader.contacts.map((c: { contact_role: string }) => c.contact_role),
    ).toEqual(['Coordinator', 'Owner']);
    expect((await call('PUT', `/api/course/person/remove/${added.body.id}`)).status).toBe(200);
    expect((await call('PUT', `/api/course/person/remove/${added.body.id}`)).status).toBe(404);
  });

  it('requires a jurisdiction where the qualification is per state', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    const res = await call('PUT', `/api/course/qualifications/${id}`, { body: { items: [{ qualification_id: 5 }] } });
    expect(res.body.errors[0].field).toBe('body.items.0.state_id');
    await call('PUT', `/api/course/qualifications/${id}`, {
      body: { items: [{ qualification_id: 5, state_id: 33 }, { qualification_id: 1 }] },
    });
    const cpe = (await call('GET', `/api/agendas/cpe-info/${id}`)).body;
    expect(cpe.qualifications.map((q: { name: string; state: string | null }) => [q.name, q.state])).toEqual([
      ['NASBA Registry', null],
      ['State Board of Accountancy', 'New York'],
    ]);
  });
});

describe('audit', () => {
  it('lists who changed which field of the course and its agenda', async () => {
    const call = as(server, admin);
    const id = await createCourse(call, { title: 'Audited' });
    await call('PUT', `/api/course/${id}`, { body: { title: 'Audited course' } });
    await addModule(call, id, { title: 'Audited module' });
    const trail = (await call('POST', '/api/audit-info', { body: { learningObjectId: id, refLearningObjectId: 1 } })).body;
    const titleChange = trail.find(
      (r: { entity: string; action: string; changes: { field: string }[] }) =>
        r.entity === 'courses' && r.action === 'UPDATE' && r.changes.some((c: { field: string }) => c.field === 'title'),
    );
    expect(titleChange).toMatchObject({ person_name: 'Ada Admin' });
    expect(titleChange.changes).toContainEqual(
      expect.objectContaining({ field: 'title', before: 'Audited', after: 'Audited course', from: 'Audited', to: 'Audited course' }),
    );
    expect(trail.some((r: { entity: string; action: string }) => r.entity === 'agenda_modules' && r.action === 'INSERT')).toBe(true);
    expect((await call('POST', '/api/audit-info', { body: { learningObjectId: id, refLearningObjectId: 99 } })).status).toBe(400);
  });
});

async function pollStatus(requestId: number) {
  return eventually(
    async () => {
      const res = await as(server, admin)('GET', `/api/external-requests/status/${requestId}`);
      return (res.body.status === 'done' || res.body.status === 'failed') && res.body;
    },
    { timeoutMs: 20_000, intervalMs: 200, what: 'the sync' },
  );
}

describe('LMS course sync', () => {
  it("syncs a finalized course with the tenant's LMS and keeps the LMS id", async () => {
    const call = as(server, admin);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ id: number }>(
        "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.title = 'Partner Leadership Training Hours'",
      ),
    );
    const id = (rows[0] as { id: number }).id;
    const res = await call('POST', '/api/course/update-sap-course', { body: { courseId: id, updatedBy: admin.personId } });
    expect(res.status).toBe(200);
    const requestId = res.body.data[0][0].request_id;
    expect((await call('GET', `/api/agendas/status/${id}`)).body.status_good).toBe(0);
    const done = await pollStatus(requestId);
    expect(done).toMatchObject({ status: 'done', qty_in_queue: 0, unprocessed_messages: 0, error_messages: [] });
    expect(done.lms_id).toMatch(/^SAP-CRS-\d+$/);
    expect((await call('GET', `/api/course/${id}`)).body.courseHeader.lms_id).toBe(done.lms_id);
    expect((await call('GET', `/api/agendas/status/${id}`)).body.status_good).toBe(1);
    expect((await call('POST', '/api/course/events', { body: { courseId: id } })).body).toMatchObject({ finished: true });
    const state = sandbox.state();
    expect(JSON.stringify(state)).toContain('Partner Leadership Training Hours');
  });

  it("reports the LMS's refusal as the request's error", async () => {
    const call = as(server, admin);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ id: number }>(
        "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.subdomain = 'demo' AND c.title = 'Lease Accounting Self Study'",
      ),
    );
    sandbox.control({ failureMode: 'http-error', failCount: 1 });
    const res = await call('POST', '/api/course/update-sap-course', { body: { courseId: (rows[0] as { id: number }).id } });
    const failed = await pollStatus(res.body.data[0][0].request_id);
    expect(failed.status).toBe('failed');
    expect(failed.error_messages[0]).toMatch(/SAP/);
  });

  it('refuses to sync a Draft course', async () => {
    const id = await createCourse(as(server, admin));
    expect((await as(server, admin)('POST', '/api/course/update-sap-course', { body: { courseId: id } })).status).toBe(403);
  });
});

describe('home work lists', () => {
  it("lists the courses awaiting the admin's signoff and the instructor's courses in progress", async () => {
    const lists = (await as(server, admin)('GET', '/api/home/work')).body;
    const signoff = lists.find((l: { key: string }) => l.key === 'signoff');
    expect(signoff.title).toBe('Courses awaiting signoff');
    expect(signoff.items.map((i: { title: string }) => i.title)).toContain('Revenue Recognition Deep Dive');
    const mine = (await as(server, instructor)('GET', '/api/home/work')).body;
    expect(mine.map((l: { key: string }) => l.key)).not.toContain('signoff');
    const drafts = mine.find((l: { key: string }) => l.key === 'drafts');
    expect(drafts.items.every((i: { status: string }) => ['Draft', 'Editing'].includes(i.status))).toBe(true);
    const learner = await server.login('learner');
    expect((await as(server, learner)('GET', '/api/home/work')).body).toEqual([]);
  });
});

describe('course documentation', () => {
  it('uploads, lists, downloads and removes a document; keeps the record', async () => {
    const id = await createCourse(as(server, admin));
    const docId = await uploadDocument(server, admin, id, 'agenda notes.txt', 'Bring a calculator.', 2);
    const list = (await as(server, admin)('GET', `/api/docs/course/${id}`)).body;
    expect(list.attachmentTypes.map((t: { name: string }) => t.name)).toContain('Instructor Guide');
    expect(list.documents).toEqual([
      expect.objectContaining({
        id: docId,
        doc_name: 'agenda notes.txt',
        attachment_type: 'Instructor Guide',
        size_bytes: 19,
        created_by_name: 'Ada Admin',
      }),
    ]);
    const file = await as(server, admin)('GET', `/api/docs/download/${docId}`);
    expect(file.status).toBe(200);
    expect(file.body).toBe('Bring a calculator.');
    expect(file.headers.get('content-disposition')).toContain('agenda notes.txt');
    const acme = await server.login('admin', 'acme');
    expect((await as(server, acme)('GET', `/api/docs/download/${docId}`)).status).toBe(404);
    expect((await as(server, admin)('PUT', `/api/docs/remove/${docId}`)).status).toBe(200);
    expect((await as(server, admin)('GET', `/api/docs/course/${id}`)).body.documents).toEqual([]);
    expect((await as(server, admin)('GET', `/api/docs/download/${docId}`)).status).toBe(404);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query('SELECT removed_at IS NOT NULL AS removed FROM documents WHERE id = $1', [docId]),
    );
    expect(rows).toEqual([{ removed: true }]);
  });

  it('refuses a wrong attachment type, a missing file and a file over 10,000,000 bytes', async () => {
    const id = await createCourse(as(server, admin));
    await expect(uploadDocument(server, admin, id, 'x.txt', 'x', 32)).rejects.toThrow(/attachment_type_id/);
    const none = await as(server, admin)('POST', `/api/docs/course/${id}`, { body: { attachment_type_id: 1 } });
    expect(none.body.errors[0].field).toBe('body.file');
    await expect(uploadDocument(server, admin, id, 'big.bin', 'x'.repeat(10_000_001))).rejects.toThrow(/413/);
    const learner = await server.login('learner');
    await expect(uploadDocument(server, learner, id, 'x.txt', 'x')).rejects.toThrow(/403/);
  });
});
