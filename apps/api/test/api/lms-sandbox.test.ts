import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LmsSandbox, startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { type LmsConnector, LmsError, type LmsTicketStatus, type LmsType } from '../../src/modules/lms/connector.ts';
import { createLmsConnector } from '../../src/modules/lms/create-connector.ts';
import { eventually } from '../support/eventually.ts';

// Each adapter against the sandbox's matching dialect, over real HTTP on a random port.
const API_KEY = 'sandbox-test-key';
const PREFIX: Record<LmsType, string> = { SAP: 'SAP', LCVISTA: 'LCV', SABA: 'SABA', CSOD: 'CSOD' };
let sandbox: LmsSandbox;

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 20, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => sandbox.reset());

const connect = (type: LmsType, apiKey = API_KEY, tenant = 'demo') =>
  createLmsConnector(type, { baseUrl: sandbox.url, tenant, apiKey, timeoutMs: 2000 });

/** Polls like the product's screens do, only faster; every status seen is kept. */
async function untilDone(lms: LmsConnector, ticketId: string, seen: LmsTicketStatus[] = []): Promise<LmsTicketStatus> {
  return eventually(
    async () => {
      const status = await lms.ticketStatus(ticketId);
      seen.push(status);
      return status.done && status;
    },
    { timeoutMs: 3_000, intervalMs: 10, what: `ticket ${ticketId} done` },
  );
}

const course = (lmsId: string | null = null, title = 'Revenue Recognition Update') => ({
  courseId: 42,
  tenant: 'demo',
  title,
  deliveryMethod: 'Group Live',
  agendaType: 'US-CPE',
  version: lmsId ? 2 : 1,
  lmsId,
  credits: 8,
  fieldsOfStudy: [
    { name: 'Accounting', credits: 6 },
    { name: 'Taxes', credits: 2 },
  ],
});

describe.each(['SAP', 'LCVISTA', 'SABA', 'CSOD'] as const)('%s adapter and sandbox dialect', (type) => {
  const seededClass = `${PREFIX[type]}-CLS-900001`;

  it('syncs a course: ticket, polling until done, an LMS id; a second sync updates the same id', async () => {
    const lms = connect(type);
    const { ticketId } = await lms.submitCourse(course());
    expect(ticketId).toMatch(new RegExp(`^${PREFIX[type]}-REQ-\\d{6}$`));
    const done = await untilDone(lms, ticketId);
    expect(done).toMatchObject({ success: true, qty_in_queue: 0, unprocessed_messages: 0, processed_messages: 1, error_messages: [] });
    expect(done.lmsId).toMatch(new RegExp(`^${PREFIX[type]}-CRS-\\d{6}$`));
    const lmsId = done.lmsId as string;

    const update = await untilDone(lms, (await lms.submitCourse(course(lmsId, 'Revenue Recognition Update 2026'))).ticketId);
    expect(update).toMatchObject({ success: true, lmsId });
    const stored = sandbox.state().systems[`${type}:demo`]?.courses[lmsId];
    expect(stored).toMatchObject({ title: 'Revenue Recognition Update 2026', version: 2, externalId: '42', credits: 8 });
    expect(stored?.fieldsOfStudy).toEqual([
      { name: 'Accounting', credits: 6 },
      { name: 'Taxes', credits: 2 },
    ]);
  });

  it('syncs a class of a synced course and reads it back', async () => {
    const lms = connect(type);
    const courseLmsId = (await untilDone(lms, (await lms.submitCourse(course())).ticketId)).lmsId as string;
    const cls = {
      classId: 7,
      courseLmsId,
      title: 'Revenue Recognition — Dallas',
      startDate: '2026-05-04T09:00:00',
      endDate: '2026-05-04T17:00:00',
      timezone: 'America/Chicago',
      lmsId: null,
      status: 'Uncertified',
    };
    const done = await untilDone(lms, (await lms.submitClass(cls)).ticketId);
    expect(done.success).toBe(true);
    expect(done.lmsId).toMatch(new RegExp(`^${PREFIX[type]}-CLS-\\d{6}$`));
    expect(await lms.fetchClass(done.lmsId as string)).toEqual({
      lmsId: done.lmsId,
      courseLmsId,
      title: cls.title,
      startDate: cls.startDate,
      endDate: cls.endDate,
      timezone: cls.timezone,
      status: 'Uncertified',
      roster: [],
    });

    // A class for a course the LMS does not know is accepted, then fails in processing.
    const orphan = await untilDone(lms, (await lms.submitClass({ ...cls, courseLmsId: 'NOPE-1' })).ticketId);
    expect(orphan).toMatchObject({ done: true, success: false, error_messages: ['Class rejected by LMS: course NOPE-1 does not exist'] });
  });

  it('imports a seeded class with its roster, and answers null for an unknown class', async () => {
    const lms = connect(type);
    const details = await lms.fetchClass(seededClass);
    expect(details).toMatchObject({
      lmsId: seededClass,
      courseLmsId: `${PREFIX[type]}-CRS-900001`,
      title: 'Ethics for Tax Professionals — Chicago',
      startDate: '2026-03-10T09:00:00',
      timezone: 'America/Chicago',
      status: 'Scheduled',
    });
    expect(details?.roster).toHaveLength(4);
    expect(details?.roster[0]).toEqual({ externalId: 'DEMO-LMS-1001', name: 'Lee Learner', email: 'learner@demo.example.com' });
    expect(await lms.fetchClass(`${PREFIX[type]}-CLS-424242`)).toBeNull();
  });

  it('records completions one learner per message; a bad row fails alone', async () => {
    const lms = connect(type);
    sandbox.control({ latencyMs: 40 });
    const { ticketId } = await lms.submitCompletions(seededClass, [
      { personExternalId: 'DEMO-LMS-1001', credits: 4, completedOn: '2026-03-10' },
      { personExternalId: 'DEMO-LMS-1002', credits: -1, completedOn: '2026-03-10' },
      { personExternalId: 'DEMO-LMS-1003', credits: 4, completedOn: '2026-03-10' },
    ]);
    const seen: LmsTicketStatus[] = [];
    const done = await untilDone(lms, ticketId, seen);
    expect(seen[0]).toMatchObject({ qty_in_queue: 3, processed_messages: 0, done: false });
    expect(done).toMatchObject({ qty_in_queue: 0, processed_messages: 3, success: false });
    expect(done.error_messages).toEqual(['Completion for learner DEMO-LMS-1002 rejected by LMS: credits must not be negative']);
    expect(Object.keys(sandbox.state().systems[`${type}:demo`]?.completions[seededClass] ?? {})).toEqual([
      'DEMO-LMS-1001',
      'DEMO-LMS-1003',
    ]);

    const unknown = lms.submitCompletions(`${PREFIX[type]}-CLS-424242`, [{ personExternalId: 'x', credits: 1, completedOn: '2026-03-10' }]);
    await expect(unknown).rejects.toMatchObject({ status: 404 });
  });

  it('keeps each completion with its credits, credit minutes and fields of study, and shows them in GET /sandbox/state', async () => {
    const lms = connect(type);
    const fields = [
      { fieldOfStudy: 'Taxes', credits: 4.2 },
      { fieldOfStudy: 'Accounting', credits: 2.2 },
    ];
    const { ticketId } = await lms.submitCompletions(seededClass, [
      { personExternalId: 'DEMO-LMS-1001', credits: 6.4, minutes: 320, fields, completedOn: '2026-03-10' },
      { personExternalId: 'DEMO-LMS-1002', credits: 3, completedOn: '2026-03-10' },
    ]);
    expect(await untilDone(lms, ticketId)).toMatchObject({ success: true, processed_messages: 2 });
    const res = await fetch(`${sandbox.url}/sandbox/state`, { headers: { authorization: `Bearer ${API_KEY}` } });
    const state = (await res.json()) as { systems: Record<string, { completions: Record<string, Record<string, unknown>> }> };
    expect(state.systems[`${type}:demo`]?.completions[seededClass]).toEqual({
      'DEMO-LMS-1001': {
        personExternalId: 'DEMO-LMS-1001',
        credits: 6.4,
        minutes: 320,
        fields,
        completedOn: '2026-03-10',
        recordedAt: expect.any(String),
      },
      'DEMO-LMS-1002': {
        personExternalId: 'DEMO-LMS-1002',
        credits: 3,
        minutes: null,
        fields: [],
        completedOn: '2026-03-10',
        recordedAt: expect.any(String),
      },
    });
  });

  it('rejects a completion whose fields of study do not add up to its credits, or name a field twice', async () => {
    const lms = connect(type);
    const { ticketId } = await lms.submitCompletions(seededClass, [
      {
        personExternalId: 'DEMO-LMS-1001',
        credits: 6.4,
        fields: [
          { fieldOfStudy: 'Taxes', credits: 4 },
          { fieldOfStudy: 'Accounting', credits: 2.2 },
        ],
        completedOn: '2026-03-10',
      },
      {
        personExternalId: 'DEMO-LMS-1002',
        credits: 0.3,
        fields: [
          { fieldOfStudy: 'Taxes', credits: 0.1 },
          { fieldOfStudy: 'Taxes', credits: 0.2 },
        ],
        completedOn: '2026-03-10',
      },
      {
        personExternalId: 'DEMO-LMS-1003',
        credits: 0.3,
        minutes: 15,
        fields: [
          { fieldOfStudy: 'Taxes', credits: 0.1 },
          { fieldOfStudy: 'Ethics', credits: 0.2 },
        ],
        completedOn: '2026-03-10',
      },
    ]);
    const done = await untilDone(lms, ticketId);
    expect(done.error_messages).toEqual([
      'Completion for learner DEMO-LMS-1001 rejected by LMS: its fields of study add up to 6.2 credits, not 6.4',
      'Completion for learner DEMO-LMS-1002 rejected by LMS: the field of study Taxes is given twice',
    ]);
    expect(Object.keys(sandbox.state().systems[`${type}:demo`]?.completions[seededClass] ?? {})).toEqual(['DEMO-LMS-1003']);
  });

  it('enrolls the roster a class update sends (matched by id or e-mail) with its status, and drops nobody', async () => {
    const lms = connect(type);
    const seeded = (await lms.fetchClass(seededClass)) as NonNullable<Awaited<ReturnType<LmsConnector['fetchClass']>>>;
    const cls = {
      classId: 70,
      courseLmsId: seeded.courseLmsId,
      title: seeded.title,
      startDate: seeded.startDate,
      endDate: seeded.endDate,
      timezone: seeded.timezone,
      lmsId: seededClass,
      status: 'Certified',
      roster: [
        { externalId: 'EMP-1', firstName: 'Lee', lastName: 'Learner', email: 'LEARNER@demo.example.com' },
        { externalId: 'EMP-2', firstName: 'Nia', lastName: 'New', email: 'nia@demo.example.com' },
      ],
    };
    expect(await untilDone(lms, (await lms.submitClass(cls)).ticketId)).toMatchObject({ success: true, lmsId: seededClass });
    const after = await lms.fetchClass(seededClass);
    expect(after?.status).toBe('Certified');
    expect(after?.roster).toHaveLength(seeded.roster.length + 1);
    expect(after?.roster[0]).toEqual({ externalId: 'EMP-1', name: 'Lee Learner', email: 'LEARNER@demo.example.com' });
    expect(after?.roster.at(-1)).toEqual({ externalId: 'EMP-2', name: 'Nia New', email: 'nia@demo.example.com' });
    expect(after?.roster.slice(1, -1)).toEqual(seeded.roster.slice(1));
  });

  it('http-error: the submit rejects with the LMS message, until failCount is used up', async () => {
    const lms = connect(type);
    sandbox.control({ failureMode: 'http-error', failCount: 1 });
    const failed = await lms.submitCourse(course()).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(LmsError);
    expect(failed).toMatchObject({
      status: 503,
      message: `${type}: The LMS is temporarily unavailable (simulated outage); try again later`,
    });
    // Recovered: the next request goes through.
    expect((await untilDone(lms, (await lms.submitCourse(course())).ticketId)).success).toBe(true);
  });

  it('process-error: the ticket is accepted and ends done, unsuccessful, with error messages', async () => {
    const lms = connect(type);
    sandbox.control({ failureMode: 'process-error' });
    const done = await untilDone(lms, (await lms.submitCourse(course())).ticketId);
    expect(done).toMatchObject({ done: true, success: false, qty_in_queue: 0, processed_messages: 1 });
    expect(done.error_messages).toEqual(['Course title rejected by LMS: "Revenue Recognition Update" (simulated processing error)']);
    expect(done.lmsId).toBeUndefined();
  });

  it('honours the latency: the message waits in the queue before it is processed', async () => {
    const lms = connect(type);
    sandbox.control({ latencyMs: 150 });
    const started = Date.now();
    const { ticketId } = await lms.submitCourse(course());
    expect(await lms.ticketStatus(ticketId)).toMatchObject({ qty_in_queue: 1, unprocessed_messages: 1, done: false, success: false });
    expect((await untilDone(lms, ticketId)).success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('refuses a wrong or missing API key, in its own error format', async () => {
    for (const key of ['wrong-key', '']) {
      const refused = await connect(type, key)
        .fetchClass(seededClass)
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LmsError);
      expect(refused).toMatchObject({ status: 401, message: `${type}: Invalid or missing API key` });
    }
  });

  it('answers a submit repeated with its Idempotency-Key with the first ticket, and enqueues nothing more', async () => {
    const lms = connect(type);
    const first = await lms.submitCompletions(seededClass, [{ personExternalId: 'DEMO-LMS-1001', credits: 4, completedOn: '2026-03-10' }], {
      idempotencyKey: 'cpe-demo-7-completions',
    });
    const again = await lms.submitCompletions(seededClass, [{ personExternalId: 'DEMO-LMS-1001', credits: 4, completedOn: '2026-03-10' }], {
      idempotencyKey: 'cpe-demo-7-completions',
    });
    expect(again.ticketId).toBe(first.ticketId);
    const course1 = await lms.submitCourse(course(), { idempotencyKey: 'cpe-demo-8-course' });
    expect(course1.ticketId).not.toBe(first.ticketId);
    expect((await lms.submitCourse(course(), { idempotencyKey: 'cpe-demo-8-course' })).ticketId).toBe(course1.ticketId);
    await untilDone(lms, course1.ticketId);
    expect(Object.keys(sandbox.state().systems[`${type}:demo`]?.tickets ?? {})).toEqual([first.ticketId, course1.ticketId]);
  });

  it("holds the demo data's synced course and classes under the ids the demo seed gives them", async () => {
    const lms = connect(type);
    expect(await lms.fetchClass('SAP-CLS-000201')).toMatchObject({
      courseLmsId: 'SAP-CRS-000103',
      title: 'Partner Leadership: Winter Cohort',
      timezone: 'America/Chicago',
      roster: [
        { externalId: 'DEMO-learner', name: 'Lee Learner', email: 'learner@demo.example.com' },
        { externalId: 'DEMO-external.learner', name: 'Erin External', email: 'external.learner@example.com' },
      ],
    });
    expect(sandbox.state().systems[`${type}:demo`]?.courses['SAP-CRS-000103']).toMatchObject({
      title: 'Partner Leadership Training Hours',
    });
    expect(await connect(type, API_KEY, 'nodemo').fetchClass('SAP-CLS-000201')).toBeNull();
  });

  it("keeps tenants apart: another tenant cannot read this tenant's ticket", async () => {
    const { ticketId } = await connect(type).submitCourse(course());
    await expect(connect(type, API_KEY, 'acme').ticketStatus(ticketId)).rejects.toMatchObject({ status: 404 });
  });
});
