import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { type ClassSpec, certifiableClass, insertClass } from '../support/factories/classes.ts';
import { finalizedUsCpeGroupLive } from '../support/factories/courses.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue item 4: the Approval step's checklist (GET /class/validation/{classId}), the certify
 * dialog's lists (GET /class/validate/certification/{id}) and the Certify action (PUT
 * /class/certify/{id}) give the same answer for every class, from the contract's one rule.
 */
let server: TestServer;
let admin: Session;

/**
 * A Finalized course whose agenda names no instructor (finalizedUsCpeGroupLive's module has a
 * developer only): a class of it with no instructor of its own has none at all. The demo
 * course's modules name one, whom its classes count (issue 27).
 */
const UNTAUGHT = 'Group tax';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  await finalizedUsCpeGroupLive(server, admin, await server.login('instructor'));
});
afterAll(async () => {
  await server?.close();
});

type Check = { section: string; validation_status: 'PASS' | 'FAIL'; message: string };
const failingSections = (checks: Check[]) =>
  checks.filter((c) => c.validation_status === 'FAIL' && c.section !== 'Passed Approval').map((c) => c.section);

/** What each of the three calls says about one class. */
async function answers(spec: ClassSpec) {
  const { classId } = await insertClass(server, spec);
  const call = as(server, admin);
  const checklist = (await call('GET', `/api/class/validation/${classId}`)).body as Check[];
  const dialog = (await call('GET', `/api/class/validate/certification/${classId}`)).body;
  const certify = await call('PUT', `/api/class/certify/${classId}`, { body: {} });
  return { checklist, dialog, certify };
}

const VARIANTS: [string, ClassSpec][] = [
  ['complete', certifiableClass()],
  ['no instructor and no coordinator', certifiableClass({ instructors: [], coordinators: [], courseTitle: UNTAUGHT })],
  ['no instructor', certifiableClass({ instructors: [], courseTitle: UNTAUGHT })],
  ["no instructor of its own, the agenda's", certifiableClass({ instructors: [] })],
  ['no dedicated monitor for a Group Live class', certifiableClass({ dedicatedMonitors: [] })],
  ['an empty roster', certifiableClass({ learners: [] })],
  ['attendance not recorded', certifiableClass({ learners: [{ username: 'learner', unrecorded: [1] }] })],
];

describe('one certification check (checklist = certify)', () => {
  it('shows on the Approval checklist the very failures Certify reports (instructor, coordinator)', async () => {
    const { checklist, certify } = await answers(certifiableClass({ instructors: [], coordinators: [], courseTitle: UNTAUGHT }));
    expect(checklist.find((c) => c.section === 'Instructors')).toMatchObject({ validation_status: 'FAIL' });
    expect(checklist.find((c) => c.section === 'Coordinator')).toMatchObject({ validation_status: 'FAIL' });
    expect(checklist.at(-1)).toMatchObject({ section: 'Passed Approval', validation_status: 'FAIL' });
    expect(certify.status).toBe(409);
    expect(certify.body.message).toBe(
      checklist
        .filter((c) => c.validation_status === 'FAIL' && c.section !== 'Passed Approval')
        .map((c) => `${c.section}: ${c.message}`)
        .join(' '),
    );
  });

  it.each(VARIANTS)('gives one answer for a class with %s', async (_name, spec) => {
    const { checklist, dialog, certify } = await answers(spec);
    const passes = checklist.at(-1)?.validation_status === 'PASS';
    expect(dialog.passes_validation).toBe(passes ? 1 : 0);
    expect(failingSections([...dialog.certification, ...dialog.attestation])).toEqual(failingSections(checklist));
    expect(certify.status, JSON.stringify(certify.body)).toBe(passes ? 200 : 409);
    if (!passes) expect(certify.body.message).toBe(dialog.failed_validation_reason);
  });

  it('certifies on a server without an LMS: transcripts written, the class Certified, nothing to send', async () => {
    const { classId } = await insertClass(server, certifiableClass());
    const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(res.status).toBe(200);
    const status =
      res.body.unprocessed_messages > 0
        ? await eventually(
            async () => {
              const body = (await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`)).body;
              return body.unprocessed_messages === 0 && body;
            },
            { what: 'the certification' },
          )
        : res.body;
    expect(status).toMatchObject({ status: 'done', error_messages: [], lms_id: null });
    const rows = await server.db.asOwner((tx) =>
      tx.query<{ status: string; n: number }>(
        'SELECT k.status, (SELECT count(*)::int FROM transcripts t WHERE t.class_id = k.id) AS n FROM classes k WHERE k.id = $1',
        [classId],
      ),
    );
    expect(rows.rows[0]).toEqual({ status: 'Certified', n: 4 });
  });
});
