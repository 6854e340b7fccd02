import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LmsSandbox, startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { type ChildServer, startChildServer } from '../support/child-server.ts';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { sharedTemplateDatabase } from '../support/shared-database.ts';

/**
 * A server killed in the middle of a certification: the LMS has recorded the completions,
 * but the server dies before it keeps the ticket. A new server on the same database resumes
 * the request within a minute (not after pg-boss's 15-minute expiry), and the LMS holds the
 * completions once. Real processes (the server's own main.ts), killed with SIGKILL.
 */
const CLASS_LMS_ID = 'SAP-CLS-900002';
let sandbox: LmsSandbox;
let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};
const children: ChildServer[] = [];
let classId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-resume-'));
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 20 });
  const shared = await sharedTemplateDatabase(dataDir);
  dropDatabase = shared.drop;
  env = { ...shared.env, SEED_DEMO: 'false', LMS_SANDBOX: 'false', LMS_URL: sandbox.url };
  const db = await shared.open();
  try {
    ({ classId } = await insertClass({ db }, certifiableClass({ title: 'Certified across a crash', lmsId: CLASS_LMS_ID })));
  } finally {
    await db.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) await child.kill();
  await sandbox?.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const completionTickets = () =>
  Object.values(sandbox.state().systems['SAP:demo']?.tickets ?? {}).filter((t) =>
    t.messages.some((m) => m.body.kind === 'completion' && m.body.classLmsId === CLASS_LMS_ID),
  );

describe('an LMS request survives the server that ran it', () => {
  it('resumes a certification killed after the LMS recorded its completions; the LMS holds them once', async () => {
    const first = await startChildServer(env);
    children.push(first);
    const admin = await first.login('admin');

    // The LMS records the submit, but its answer never reaches the first server.
    sandbox.control({ answerDelayMs: 600_000 });
    const started = await first.call('PUT', `/api/class/certify/${classId}`, { session: admin, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await eventually(() => completionTickets().length === 1, { timeoutMs: 60_000, intervalMs: 200, what: 'the completions in the LMS' });
    await first.kill();
    sandbox.control({ answerDelayMs: 0 });

    const second = await startChildServer(env);
    children.push(second);
    const again = await second.login('admin');
    const done = await eventually(
      async () => {
        const { body } = await second.call('GET', `/api/external-requests/status/${started.body.request_id}`, { session: again });
        return (body.status === 'done' || body.status === 'failed') && body;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'the resumed request' },
    );
    expect(done).toMatchObject({ status: 'done', error_messages: [], unprocessed_messages: 0 });
    expect(completionTickets().map((t) => t.messages.length)).toEqual([2]);
    expect(Object.keys(sandbox.state().systems['SAP:demo']?.completions[CLASS_LMS_ID] ?? {})).toHaveLength(2);
    const header = await second.call('GET', `/api/class/${classId}`, { session: again });
    expect(header.body.classSummary.status).toBe('Certified');
    await second.stop();
  }, 300_000);
});
