import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { insertCsodLocalLearning } from '../support/factories/csod-local-learning.ts';
import { type LmsScene, openLmsScene } from '../support/lms-scene.ts';

/**
 * A server killed while Cornerstone holds its first answer (ADR 0013 and 0024): the event is
 * recorded in Cornerstone, but the server dies before it keeps the transaction. A new server
 * on the same database resumes the submission; its Idempotency-Key gets the same transaction,
 * so Cornerstone holds one event and one session. Real processes, killed with SIGKILL.
 */
let scene: LmsScene;
let llId: number;

beforeAll(async () => {
  scene = await openLmsScene('csod-resume', async (db) => {
    ({ id: llId } = await insertCsodLocalLearning({ db }, { title: 'Submitted across a crash' }));
  });
}, 120_000);

afterAll(() => scene?.close());

const csod = () => scene.sandbox.state().systems['CSOD:demo'];
const ours = <T extends { externalId: string | null }>(records: Record<string, T> | undefined) =>
  Object.values(records ?? {}).filter((r) => r.externalId !== null && r.externalId !== '');

describe('a Cornerstone submission survives the server that ran it', () => {
  it('resumes a submission killed before it kept its first transaction; Cornerstone holds one event and one session', async () => {
    const first = await scene.start();
    const coordinator = await first.login('coordinator');

    scene.sandbox.control({ answerDelayMs: 600_000 });
    const started = await first.call('POST', `/api/csod/submit-local-learning/${llId}`, { session: coordinator });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await eventually(() => Object.keys(csod()?.tickets ?? {}).length === 1, {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: 'the event in Cornerstone',
    });
    await first.kill();
    scene.sandbox.control({ answerDelayMs: 0 });

    const second = await scene.start();
    const again = await second.login('coordinator');
    const done = await eventually(
      async () => {
        const { body } = await second.call('GET', `/api/external-requests/status/${started.body.requestId}`, { session: again });
        return (body.status === 'done' || body.status === 'failed') && body;
      },
      { timeoutMs: 90_000, intervalMs: 200, what: 'the resumed submission' },
    );
    expect(done).toMatchObject({ status: 'done', error_messages: [], unprocessed_messages: 0 });
    expect(ours(csod()?.courses).map((c) => c.externalId)).toEqual([String(llId)]);
    expect(ours(csod()?.classes)).toHaveLength(1);
    await second.stop();
  }, 300_000);
});
