import { CLASS_SYNC_MESSAGES, classSyncAction } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 27, "the LMS agrees": a Certified class syncs with every default LMS (SAP,
 * LCVISTA, SABA), each in its own dialect. The screen sends in_action manualClassSync with SAP
 * only; the server takes the tenant's LMS, refuses manualClassSync off SAP, and sends
 * a Certified class's status and roster before it reads the class back. Checked in the
 * sandbox's own records.
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

async function useLms(type: string) {
  await owner(
    `UPDATE tenant_settings SET value = to_jsonb($1::text)
      WHERE key = 'defaultLms' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')`,
    [type],
  );
}

async function finished(requestId: number | string) {
  return eventually(
    async () => {
      const res = await call()('GET', `/api/external-requests/status/${requestId}`);
      return (res.body.status === 'done' || res.body.status === 'failed') && res.body;
    },
    { what: `request ${requestId}` },
  );
}

const classRow = async (classId: number) =>
  (await owner<{ status: string; lms_id: string | null }>('SELECT status, lms_id FROM classes WHERE id = $1', [classId]))[0];

/** A class certified from scratch: the LMS gets the class (with its roster) and the completions. */
async function certifiedClass(title: string): Promise<{ classId: number; lmsId: string }> {
  const { classId } = await insertClass(server, certifiableClass({ title }));
  const res = await call()('PUT', `/api/class/certify/${classId}`, { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(await finished(res.body.request_id)).toMatchObject({ status: 'done', error_messages: [] });
  const row = await classRow(classId);
  expect(row?.status).toBe('Certified');
  return { classId, lmsId: row?.lms_id as string };
}

describe.each(['SAP', 'LCVISTA', 'SABA'] as const)('a %s tenant', (type) => {
  beforeAll(() => useLms(type));
  afterAll(() => useLms('SAP'));

  const system = () => {
    const found = sandbox.state().systems[`${type}:demo`];
    if (!found) throw new Error(`the sandbox has no ${type} account for demo`);
    return found;
  };

  it('syncs a Certified class from the Sync button; the LMS holds it Certified with its roster and completions', async () => {
    const { classId, lmsId } = await certifiedClass(`Certified on ${type}`);
    expect(lmsId).toMatch(/^(SAP|LCV|SABA)-CLS-\d{6}$/);
    const body = { in_lms: type, in_class_status: 'Certified', in_action: classSyncAction(type) };
    const res = await call()('POST', `/api/class/import/sap/${classId}`, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, uuid: expect.stringMatching(/^\d+$/) });
    expect(await finished(res.body.uuid)).toMatchObject({ status: 'done', error_messages: [], unprocessed_messages: 0 });

    const held = system().classes[lmsId];
    expect(held).toMatchObject({ externalId: String(classId), title: `Certified on ${type}`, status: 'Certified' });
    expect(held?.roster.map((l) => l.email).sort()).toEqual(['external.learner@example.com', 'learner@demo.example.com']);
    expect(held?.roster.find((l) => l.email === 'learner@demo.example.com')).toMatchObject({ firstName: 'Lee', lastName: 'Learner' });
    expect(Object.keys(system().completions[lmsId] ?? {}).sort()).toEqual(held?.roster.map((l) => l.externalId).sort());
    // The request's parts, in the dialect: the status and roster went before the read.
    const events = await call()('POST', '/api/class/events', { body: { classId } });
    expect(events.body.events[0]).toMatchObject({ action: 'class-import', status: 'done', messages: [] });
    expect((await owner<{ step: string }>('SELECT step FROM lms_sync_requests WHERE id = $1', [Number(res.body.uuid)]))[0]?.step).toBe(
      'class-state',
    );
    // Still Certified here, nobody added twice.
    expect((await classRow(classId))?.status).toBe('Certified');
    expect(await owner('SELECT 1 FROM class_roster WHERE class_id = $1 AND removed_at IS NULL', [classId])).toHaveLength(2);
  });

  it('refuses the calls the spec rules out, with the reason', async () => {
    const certified = await insertClass(server, { status: 'Certified', lmsId: `${type}-CLS-777001` });
    const sync = (body: Record<string, unknown>) => call()('POST', `/api/class/import/sap/${certified.classId}`, { body });
    if (type === 'SAP') {
      const auto = await sync({});
      expect([auto.status, auto.body.message]).toEqual([409, CLASS_SYNC_MESSAGES.certifiedManualOnly]);
    } else {
      const manual = await sync({ in_action: 'manualClassSync' });
      expect([manual.status, manual.body.message]).toEqual([409, 'Manual class sync is only available with SAP.']);
    }
    const other = type === 'SABA' ? 'SAP' : 'SABA';
    const stale = await sync({ in_lms: other, in_action: classSyncAction(other) });
    expect([stale.status, stale.body.message]).toEqual([409, CLASS_SYNC_MESSAGES.otherLms(type, other)]);
    expect(
      await owner('SELECT 1 FROM lms_sync_requests WHERE learning_object_type_id = 3 AND learning_object_id = $1', [certified.classId]),
    ).toEqual([]);
  });
});
