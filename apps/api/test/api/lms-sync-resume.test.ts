import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageBody } from '../../src/lms-sandbox/types.ts';
import type { ChildServer, ChildSession } from '../support/child-server.ts';
import { eventually } from '../support/eventually.ts';
import { insertClass } from '../support/factories/classes.ts';
import { type LmsScene, openLmsScene } from '../support/lms-scene.ts';

/**
 * Issue 17: a course sync and a class sync each killed with SIGKILL in the middle of its LMS
 * call, and resumed by a restarted server. Each submit is recorded by the LMS, but its answer
 * is held (answerDelayMs) until the server that sent it has died, so no server ever kept the
 * ticket: the resumed run sends the part again with the same Idempotency-Key, and the LMS holds
 * one course and one class (one LMS id each, one ticket each), not two. Real processes (the
 * server's own main.ts). Server A dies in the course sync, server B in the class sync, and
 * server C resumes both within a minute, once their leases have run out (6 s here: the scene's LMS_SYNC_LEASE_SECONDS).
 */
const UNSYNCED_COURSE = 'Lease Accounting Self Study';
let scene: LmsScene;
let courseId: number;
let classId: number;

beforeAll(async () => {
  scene = await openLmsScene('sync-resume', async (db) => {
    // A Finalized course the LMS does not have yet: its sync creates it there, under a new id.
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number }>(
        `UPDATE courses c SET lms_id = NULL FROM tenants t
          WHERE t.id = c.tenant_id AND t.subdomain = 'demo' AND c.title = $1 RETURNING c.id`,
        [UNSYNCED_COURSE],
      ),
    );
    courseId = rows[0]?.id as number;
    // A class the LMS does not have (of a course it has): its sync sends it, then reads it back.
    ({ classId } = await insertClass({ db }, { title: 'Synced across a crash' }));
  });
}, 120_000);

afterAll(() => scene?.close());

const sap = () => scene.sandbox.state().systems['SAP:demo'];
const ours = (body: MessageBody) =>
  (body.kind === 'course' && body.course.externalId === String(courseId)) ||
  (body.kind === 'class' && body.cls.externalId === String(classId));
/** The LMS's tickets for our course and class, by kind: each submit the LMS recorded makes one. */
const tickets = (kind: 'course' | 'class') =>
  Object.values(sap()?.tickets ?? {}).filter((t) => t.messages.some((m) => m.body.kind === kind && ours(m.body)));

async function started(): Promise<{ server: ChildServer; admin: ChildSession }> {
  const server = await scene.start();
  return { server, admin: await server.login('admin') };
}

describe('an LMS sync survives the server that ran it', () => {
  it('resumes a course sync and a class sync killed while the LMS held their answers; the LMS holds each once', async () => {
    scene.sandbox.control({ answerDelayMs: 600_000 });
    const a = await started();
    const course = await a.server.call('POST', '/api/course/update-sap-course', { session: a.admin, body: { courseId } });
    expect(course.status, JSON.stringify(course.body)).toBe(200);
    const courseRequest = course.body.data[0][0].request_id as number;
    await eventually(() => tickets('course').length === 1, { timeoutMs: 30_000, intervalMs: 50, what: 'the course in the LMS' });
    // Queued behind the course sync (a process runs one at a time): server A dies before it starts.
    const cls = await a.server.call('POST', `/api/class/import/sap/${classId}`, { session: a.admin, body: { in_lms: 'SAP' } });
    expect(cls.status, JSON.stringify(cls.body)).toBe(200);
    await a.server.kill();

    // Server B takes the queued class sync; the LMS records the class, and B dies waiting for the answer.
    const b = await started();
    await eventually(() => tickets('class').length === 1, { timeoutMs: 30_000, intervalMs: 50, what: 'the class in the LMS' });
    await b.server.kill();
    scene.sandbox.control({ answerDelayMs: 0 });

    const c = await started();
    const finished = (requestId: number | string) =>
      eventually(
        async () => {
          const { body } = await c.server.call('GET', `/api/external-requests/status/${requestId}`, { session: c.admin });
          return (body.status === 'done' || body.status === 'failed') && body;
        },
        { timeoutMs: 60_000, intervalMs: 200, what: `request ${requestId} resumed` },
      );
    const [courseDone, classDone] = await Promise.all([finished(courseRequest), finished(cls.body.uuid)]);
    expect(courseDone).toMatchObject({ status: 'done', error_messages: [], unprocessed_messages: 0 });
    expect(classDone).toMatchObject({ status: 'done', error_messages: [], unprocessed_messages: 0 });

    // One submit each reached the LMS; the resent ones got the first one's ticket back.
    expect(tickets('course')).toHaveLength(1);
    expect(tickets('class')).toHaveLength(1);
    const lmsCourses = Object.values(sap()?.courses ?? {}).filter((r) => r.externalId === String(courseId));
    const lmsClasses = Object.values(sap()?.classes ?? {}).filter((r) => r.externalId === String(classId));
    expect(lmsCourses.map((r) => r.lmsId)).toEqual([courseDone.lms_id]);
    expect(lmsClasses.map((r) => r.lmsId)).toEqual([classDone.lms_id]);
    const header = await c.server.call('GET', `/api/class/${classId}`, { session: c.admin });
    expect(header.body.classSummary.lms_id).toBe(classDone.lms_id);
    await c.server.stop();
  }, 300_000);
});
