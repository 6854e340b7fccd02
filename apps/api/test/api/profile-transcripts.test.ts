import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** GET /person/profile/{id}: the transcripts are what certification wrote, with fos_data per field of study (spec §3 Person profile). */
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
    expect(before.body.transcripts).toEqual([]);
    const older = await certify('Transcript class, October', '2026-10-05');
    const newer = await certify('Transcript class, November', '2026-11-09');

    const mine = await as(server, learner)('GET', `/api/person/profile/${learner.personId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.transcripts.map((t: { index: number; class_id: number }) => [t.index, t.class_id])).toEqual([
      [1, newer],
      [2, older],
    ]);
    expect(mine.body.transcripts[1]).toMatchObject({
      class_title: 'Transcript class, October',
      course_title: 'Partner Leadership Training Hours',
      completed_on: '2026-10-05',
      certified_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      credits: 4,
    });
    const fos = mine.body.transcripts[1].fos_data as { field_of_study_id: number; field_of_study: string; credits: number }[];
    expect(fos.map((f) => [f.field_of_study_id, f.credits]).sort()).toEqual([
      [14, 2],
      [15, 2],
    ]);
    expect(fos.every((f) => f.field_of_study.length > 0)).toBe(true);

    // The external learner missed half an hour of the first module: 1.4 + 2.0, as an administrator reads it.
    const theirs = await as(server, admin)('GET', `/api/person/profile/${external.personId}`);
    expect(theirs.body.transcripts[1]).toMatchObject({ class_id: older, credits: 3.4 });
    expect(theirs.body.transcripts[1].fos_data.map((f: { credits: number }) => f.credits).sort()).toEqual([1.4, 2]);
  });

  it("is refused to another learner (403), and another tenant's person is 404", async () => {
    expect((await as(server, learner)('GET', `/api/person/profile/${external.personId}`)).status).toBe(403);
    const acme = await server.login('learner', 'acme');
    expect((await as(server, admin)('GET', `/api/person/profile/${acme.personId}`)).status).toBe(404);
  });
});
