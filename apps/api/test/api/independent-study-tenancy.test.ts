import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram, finalizedStudy } from '../support/factories/independent-study.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/** Every independent study and program route that names a record, asked by another tenant's admin (who holds every code): 404, nothing changes. */
let s: SignedIn;
let programId: number;
let studyId: number;

beforeAll(async () => {
  s = await startSignedIn();
  programId = await createProgram(as(s.server, s.admin), 'Tenancy program');
  studyId = await finalizedStudy(s.server, s.instructor, s.admin, programId, 'Tenancy study');
});
afterAll(() => s?.server.close());

const calls = (): [string, string, unknown?][] => [
  ['GET', `/api/alt-programs/${programId}`],
  ['PUT', `/api/alt-programs/close/${programId}`, { updatedBy: 1 }],
  ['POST', '/api/ind-study', { program_id: programId, title: 'Planted', request_type: 'New Independent Study' }],
  ['GET', `/api/ind-study/header/${studyId}`],
  ['GET', `/api/ind-study/${studyId}`],
  ['PUT', `/api/ind-study/${studyId}`, { title: 'Taken over' }],
  ['PUT', `/api/ind-study/self-study/${studyId}`, { words: 1 }],
  ['PUT', `/api/ind-study/workflow/${studyId}`, { action: 'notApprove' }],
  ['GET', `/api/ind-study/exam/${studyId}`],
  ['PUT', `/api/ind-study/exam/${studyId}`, { questions: [] }],
  ['GET', `/api/ind-study/assignments/${studyId}`],
  ['POST', `/api/ind-study/assignments/${studyId}`, { person_id: s.acmeAdmin.personId }],
  ['GET', `/api/learner/ind-study/exam/${studyId}`],
  ['POST', `/api/learner/ind-study/exam/${studyId}`, { revision: 1, answers: [], attest: true }],
  ['GET', `/api/ind-study/roster/${studyId}`],
];

describe("another tenant's independent studies and programs", () => {
  it('are 404 on every route for the acme admin, and nothing changes', async () => {
    const snapshot = () =>
      s.server.db.asOwner(async (tx) => ({
        program: (await tx.query('SELECT * FROM independent_study_programs WHERE id = $1', [programId])).rows,
        study: (await tx.query('SELECT * FROM courses WHERE id = $1', [studyId])).rows,
        completions: (await tx.query('SELECT * FROM independent_study_completions WHERE course_id = $1', [studyId])).rows,
        exam: (await tx.query('SELECT * FROM independent_study_exam_questions WHERE course_id = $1 ORDER BY id', [studyId])).rows,
        assignments: (await tx.query('SELECT * FROM independent_study_assignments WHERE course_id = $1', [studyId])).rows,
        attempts: (await tx.query('SELECT * FROM independent_study_exam_attempts WHERE course_id = $1', [studyId])).rows,
        studies: (await tx.query('SELECT count(*)::int AS n FROM courses WHERE program_id = $1', [programId])).rows,
      }));
    const before = await snapshot();
    for (const [method, path, body] of calls()) {
      const res = await as(s.server, s.acmeAdmin)(method, path, { body });
      expect.soft(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never appear in their searches', async () => {
    const acme = as(s.server, s.acmeAdmin);
    const staff = await acme('POST', '/api/ind-study/search', { body: { text: 'Tenancy', limit: 100 } });
    expect(staff.body.items).toEqual([]);
    expect((await acme('POST', '/api/ind-study/search', { body: { program_id: programId } })).body.items).toEqual([]);
    expect((await acme('POST', '/api/alt-programs/search', { body: { text: 'Tenancy' } })).body.items).toEqual([]);
    expect((await acme('POST', '/api/learner/ind-study/search', { body: { text: 'Tenancy' } })).body.items).toEqual([]);
    const csv = await acme('GET', '/api/ind-study/export?text=Tenancy');
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(1);
    // acme's own demo studies are there: the search is scoped, not empty.
    expect((await acme('POST', '/api/ind-study/search', { body: {} })).body.items.length).toBeGreaterThan(0);
  });
});
