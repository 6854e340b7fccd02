import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** GET /person/profile/{id}: the transcripts are what certification wrote, with fos_data per field of study. */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  learner = await server.login('learner');
  external = await server.login('external.learner');
});
afterAll(async () => {
  await server?.close();
});

async function certify(title: string, date: string) {
  const { classId } = await insertClass(server, certifiableClass({ title, days: [{ date, start_time: '13:00', end_time: '16:30' }] }));
  const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const done = async () => (await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`)).body.status === 'done';
  await eventually(done, { what: 'the certification' });
  return classId;
}

describe('profile transcripts', () => {
  it('lists each certified class, newest first, with its credits by field of study', async () => {
    const before = await as(server, learner)('GET', `/api/person/profile/${learner.personId}`);
    // The demo seed's Certified class (seed-classes.ts writes its transcripts) and its independent study, completed by the learner
    // (seed-independent-study.ts), are their only entries (their order follows the day the seed ran).
    expect(before.body.transcripts.map((t: { course_title: string }) => t.course_title).sort()).toEqual([
      'Ethics for CPAs Self Study',
      'Lease Accounting Self Study',
    ]);
    const older = await certify('Transcript class, October', '2026-10-05');
    const newer = await certify('Transcript class, November', '2026-11-09');

    const mine = await as(server, learner)('GET', `/api/person/profile/${learner.personId}`);
    expect(mine.status).toBe(200);
    // The seed's Certified class is dated from the day the seed ran, so it may fall between the two: read these two by id.
    const ours = (list: { index: number; class_id: number }[]) => list.filter((t) => t.class_id === older || t.class_id === newer);
    const mineOurs = ours(mine.body.transcripts);
    expect(mineOurs.map((t) => t.class_id)).toEqual([newer, older]);
    expect((mineOurs[0] as { index: number }).index).toBeLessThan((mineOurs[1] as { index: number }).index);
    expect(mine.body.transcripts.map((t: { index: number }) => t.index)).toEqual(
      mine.body.transcripts.map((_: unknown, i: number) => i + 1),
    );
    expect(mineOurs[1]).toMatchObject({
      class_title: 'Transcript class, October',
      course_title: 'Partner Leadership Training Hours',
      completed_on: '2026-10-05',
      certified_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      credits: 4,
    });
    const fos = (mineOurs[1] as unknown as { fos_data: unknown }).fos_data as {
      field_of_study_id: number;
      field_of_study: string;
      credits: number;
    }[];
    expect(fos.map((f) => [f.field_of_study_id, f.credits]).sort()).toEqual([
      [14, 2],
      [15, 2],
    ]);
    expect(fos.every((f) => f.field_of_study.length > 0)).toBe(true);

    // The external learner missed half an hour of the first module: 1.4 + 2.0, as an administrator reads it.
    const theirs = await as(server, admin)('GET', `/api/person/profile/${external.personId}`);
    const theirOlder = theirs.body.transcripts.find((t: { class_id: number }) => t.class_id === older);
    expect(theirOlder).toMatchObject({ class_id: older, credits: 3.4 });
    expect(theirOlder.fos_data.map((f: { credits: number }) => f.credits).sort()).toEqual([1.4, 2]);
  });

  it("is refused to another learner (403), and another tenant's person is 404", async () => {
    expect((await as(server, learner)('GET', `/api/person/profile/${external.personId}`)).status).toBe(403);
    const acme = await server.login('learner', 'acme');
    expect((await as(server, admin)('GET', `/api/person/profile/${acme.personId}`)).status).toBe(404);
  });
});
