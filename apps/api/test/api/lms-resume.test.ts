import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { type LmsScene, openLmsScene } from '../support/lms-scene.ts';

/**
 * A server killed in the middle of a certification: the LMS has recorded the completions,
 * but the server dies before it keeps the ticket. A new server on the same database resumes
 * the request within a minute (not after pg-boss's 15-minute expiry), and the LMS holds the
 * completions once; each learner's transcript rows, the Certified step and the learners'
 * notices are written once. Real processes (the server's own main.ts), killed with SIGKILL.
 * (lms-sync-resume.test.ts does the same for a course sync and a class sync.)
 */
const CLASS_LMS_ID = 'SAP-CLS-900002';
let scene: LmsScene;
let classId: number;
let rosterIds: Record<string, number>;

beforeAll(async () => {
  scene = await openLmsScene('resume', async (db) => {
    ({ classId, rosterIds } = await insertClass({ db }, certifiableClass({ title: 'Certified across a crash', lmsId: CLASS_LMS_ID })));
  });
}, 120_000);

afterAll(() => scene?.close());

const completionTickets = () =>
  Object.values(scene.sandbox.state().systems['SAP:demo']?.tickets ?? {}).filter((t) =>
    t.messages.some((m) => m.body.kind === 'completion' && m.body.classLmsId === CLASS_LMS_ID),
  );

describe('an LMS request survives the server that ran it', () => {
  it('resumes a certification killed after the LMS recorded its completions; they, and the transcripts, are written once', async () => {
    const first = await scene.start();
    const admin = await first.login('admin');

    // The LMS records the submit, but its answer never reaches the first server.
    scene.sandbox.control({ answerDelayMs: 600_000 });
    const started = await first.call('PUT', `/api/class/certify/${classId}`, { session: admin, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await eventually(() => completionTickets().length === 1, { timeoutMs: 60_000, intervalMs: 200, what: 'the completions in the LMS' });
    await first.kill();
    scene.sandbox.control({ answerDelayMs: 0 });

    const second = await scene.start();
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
    expect(Object.keys(scene.sandbox.state().systems['SAP:demo']?.completions[CLASS_LMS_ID] ?? {})).toHaveLength(2);
    const header = await second.call('GET', `/api/class/${classId}`, { session: again });
    expect(header.body.classSummary.status).toBe('Certified');
    await second.stop();
    // Read once no server has the database open (PGlite's directory serves one process).
    expect(await writtenOnce()).toEqual({
      learners: Object.keys(rosterIds).length,
      rowsPerLearnerAndField: [1],
      certifiedAt: 1,
      certifiedSteps: 1,
      noticesPerLearner: [1],
    });
  }, 300_000);
});

/**
 * What the certification wrote in the database. The transcripts' unique key (person, class,
 * field) already forbids a second row; one certified_at equal to the class's says that one
 * transaction wrote them all, and the Certified step and each learner's notice are there once.
 */
async function writtenOnce() {
  const db = await scene.shared.open();
  try {
    const one = async <T>(sql: string) => (await db.asOwner((tx) => tx.query<T>(sql, [classId]))).rows;
    const transcripts = await one<{ person_id: number; rows: number }>(
      'SELECT person_id, field_of_study_id, count(*)::int AS rows FROM transcripts WHERE class_id = $1 GROUP BY person_id, field_of_study_id',
    );
    const [stamps] = await one<{ n: number }>(
      `SELECT count(DISTINCT t.certified_at)::int AS n FROM transcripts t JOIN classes k ON k.id = t.class_id
        WHERE t.class_id = $1 AND t.certified_at = k.certified_at`,
    );
    const [steps] = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM workflow_history WHERE learning_object_type_id = 3 AND learning_object_id = $1 AND action = 'Certified'",
    );
    const notices = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM alerts a JOIN classes k ON a.message = 'Class certified: ' || k.class_title
        WHERE k.id = $1 GROUP BY a.person_id`,
    );
    return {
      learners: new Set(transcripts.map((t) => t.person_id)).size,
      rowsPerLearnerAndField: [...new Set(transcripts.map((t) => t.rows))],
      certifiedAt: stamps?.n,
      certifiedSteps: steps?.n,
      noticesPerLearner: [...new Set(notices.map((n) => n.n))],
    };
  } finally {
    await db.close();
  }
}
