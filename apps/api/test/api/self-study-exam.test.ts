import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignLearner,
  createProgram,
  createStudy,
  examQuestions,
  finalizedStudy,
  takeExam,
  writeExam,
} from '../support/factories/independent-study.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session } from '../support/test-server.ts';

/**
 * The final exam of an independent study (issue 27, ADR 0052): staff write it, the learner's
 * read has no answers, the server grades, a fail records an attempt and a pass the completion;
 * only assigned learners (or those on the roster) take it.
 */
let s: SignedIn;
let programId: number;
let finalized: number;

beforeAll(async () => {
  s = await startSignedIn();
  programId = await createProgram(as(s.server, s.instructor), 'Exam program');
  finalized = await finalizedStudy(s.server, s.instructor, s.admin, programId, 'Exam study');
});
afterAll(() => s?.server.close());

describe('writing the exam', () => {
  it('is for whoever may edit the study, while it is editable; each save is a revision', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Exam draft' });
    const author = as(s.server, s.instructor);
    const empty = await author('GET', `/api/ind-study/exam/${id}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ course_id: id, passing_score: 70, revision: 0, questions: [], editable: true });
    const saved = await writeExam(author, id, 3, 80);
    expect(saved).toMatchObject({ passing_score: 80, revision: 1, editable: true });
    expect(saved.questions.map((q: { prompt: string; correct_choice: number }) => [q.prompt, q.correct_choice])).toEqual([
      ['Question 1?', 0],
      ['Question 2?', 0],
      ['Question 3?', 0],
    ]);
    expect((await writeExam(author, id, 2)).revision).toBe(2);
    // The self-study count follows the exam.
    expect((await author('GET', `/api/ind-study/${id}`)).body.selfStudy.exam_questions).toBe(2);
    // A count typed on the course's CPE route does not stand in for the exam.
    expect((await author('PUT', `/api/agendas/cpe-info/${id}`, { body: { self_study_exam_questions: 50 } })).status).toBe(200);
    expect((await author('GET', `/api/ind-study/${id}`)).body.selfStudy.exam_questions).toBe(2);
    const column = await s.server.db.asOwner((tx) => tx.query('SELECT self_study_exam_questions AS n FROM courses WHERE id = $1', [id]));
    expect(column.rows[0]).toEqual({ n: 2 });
    // Others who see the study read the key but may not change it; a learner may do neither.
    const other = await as(s.server, s.admin)('PUT', `/api/ind-study/exam/${id}`, { body: { questions: examQuestions(5) } });
    expect(other.status).toBe(403);
    expect((await as(s.server, s.admin)('GET', `/api/ind-study/exam/${id}`)).body.editable).toBe(false);
    expect((await as(s.server, s.learner)('GET', `/api/ind-study/exam/${id}`)).status).toBe(403);
    // A Finalized study is no longer editable.
    expect((await author('PUT', `/api/ind-study/exam/${finalized}`, { body: { questions: examQuestions(8) } })).status).toBe(403);
  });

  it('refuses a mark below 70, true/false questions and a key outside the choices, naming the field', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Exam checks' });
    const author = as(s.server, s.instructor);
    const low = await author('PUT', `/api/ind-study/exam/${id}`, { body: { passing_score: 60, questions: [] } });
    expect(low.status).toBe(400);
    expect(low.body.errors[0]).toEqual({ field: 'body.passing_score', message: 'The passing mark cannot be below 70%.' });
    const tf = await author('PUT', `/api/ind-study/exam/${id}`, {
      body: { questions: [{ prompt: 'True?', choices: ['True', 'False'], correct_choice: 0 }] },
    });
    expect(tf.status).toBe(400);
    expect(tf.body.errors[0].field).toBe('body.questions.0.choices');
    const key = await author('PUT', `/api/ind-study/exam/${id}`, {
      body: { questions: [{ prompt: 'Which?', choices: ['a', 'b', 'c'], correct_choice: 3 }] },
    });
    expect(key.status).toBe(400);
    expect(key.body.errors[0]).toEqual({ field: 'body.questions.0.correct_choice', message: 'Choose the correct answer.' });
  });

  it('is counted by the checklist: 2.0 credits need 10 questions (5 per credit), and Finalize waits for them', async () => {
    // The word-count formula counts the exam's questions too (ADR 0051): (50 + 20 + (10 + 7) × 1.85) / 50 = 2.03 → 2.0.
    const draft = await createStudy(as(s.server, s.instructor), programId, { title: 'Short exam' });
    const author = as(s.server, s.instructor);
    await author('PUT', `/api/ind-study/self-study/${draft}`, { body: { words: 9000, media_minutes: 20, review_questions: 10 } });
    await writeExam(author, draft, 7);
    const list = (await author('GET', `/api/ind-study/${draft}`)).body.checklist;
    expect(list).toContainEqual({
      section: 'Final Exam Questions',
      validation_status: 'FAIL',
      message: 'At least 10 final exam questions are required (5 per CPE credit); the exam has 7.',
    });
    expect((await author('PUT', `/api/ind-study/workflow/${draft}`, { body: { action: 'submit' } })).status).toBe(200);
    const refused = await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${draft}`, { body: { action: 'finalize' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Final Exam Questions: At least 10 final exam questions are required');
    expect((await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${draft}`, { body: { action: 'return' } })).status).toBe(200);
    await writeExam(author, draft, 10);
    expect((await author('GET', `/api/ind-study/${draft}`)).body.checklist).toContainEqual(
      expect.objectContaining({ section: 'Final Exam Questions', validation_status: 'PASS' }),
    );
  });
});

describe('taking the exam', () => {
  it('the learner reads questions and choices, never the answers; a fail shows the score, a retry passes and reaches the transcript', async () => {
    const staff = as(s.server, s.admin);
    const learner = as(s.server, s.learner);
    await assignLearner(staff, finalized, s.learner.personId);
    const exam = await learner('GET', `/api/learner/ind-study/exam/${finalized}`);
    expect(exam.status).toBe(200);
    expect(exam.body).toMatchObject({
      title: 'Exam study',
      credits: 2,
      passing_score: 70,
      revision: 1,
      attempts: [],
      completed_on: null,
    });
    expect(exam.body.questions).toHaveLength(10);
    expect(JSON.stringify(exam.body)).not.toMatch(/correct_choice|"answer"/);
    expect(Object.keys(exam.body.questions[0]).sort()).toEqual(['choices', 'id', 'prompt']);
    // The learner's staff read is refused, and a person assigned may not read the key either.
    expect((await learner('GET', `/api/ind-study/exam/${finalized}`)).status).toBe(403);

    // 6 of 10 = 60 %: failed, no credit.
    const fail = await takeExam(learner, finalized, 6);
    expect(fail.status, JSON.stringify(fail.body)).toBe(201);
    expect(fail.body).toMatchObject({ attempt_no: 1, correct: 6, total: 10, score: 60, passed: false, credits: null, completed_on: null });
    expect(fail.body.message).toBe('You did not pass the final exam (6 of 10 correct, 60%; 70% is needed to pass). You may take it again.');
    expect(JSON.stringify(fail.body)).not.toMatch(/correct_choice|Right/);
    const before = await learner('GET', `/api/person/profile/${s.learner.personId}`);
    expect(before.body.transcripts.some((t: { course_id: number }) => t.course_id === finalized)).toBe(false);

    // 8 of 10 = 80 %: passed; the credits reach the transcript, the roster and the staff's list.
    const pass = await takeExam(learner, finalized, 8);
    expect(pass.body).toMatchObject({ attempt_no: 2, correct: 8, score: 80, passed: true, credits: 2 });
    expect(pass.body.completed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = await learner('GET', `/api/person/profile/${s.learner.personId}`);
    expect(after.body.transcripts).toContainEqual(
      expect.objectContaining({ course_id: finalized, course_title: 'Exam study', credits: 2 }),
    );
    expect((await staff('GET', `/api/ind-study/roster/${finalized}`)).body).toEqual([
      expect.objectContaining({ person_id: s.learner.personId, exam_score: 80, credits: 2, completed_on: pass.body.completed_on }),
    ]);
    const takers = await staff('GET', `/api/ind-study/assignments/${finalized}`);
    expect(takers.body).toContainEqual(
      expect.objectContaining({ person_id: s.learner.personId, attempts: 2, best_score: 80, completed_on: pass.body.completed_on }),
    );
    const mine = await learner('GET', `/api/learner/ind-study/exam/${finalized}`);
    expect(mine.body.attempts.map((a: { score: number; passed: boolean }) => [a.score, a.passed])).toEqual([
      [60, false],
      [80, true],
    ]);
    expect(mine.body.completed_on).toBe(pass.body.completed_on);
    // Once passed, no further attempt.
    const again = await takeExam(learner, finalized, 10);
    expect(again.status).toBe(409);
    // Each attempt keeps the questions it answered and the revision.
    const rows = await s.server.db.asOwner((tx) =>
      tx.query<{ exam_revision: number; n: number; passed: boolean }>(
        'SELECT exam_revision, jsonb_array_length(questions) AS n, passed FROM independent_study_exam_attempts WHERE course_id = $1 ORDER BY attempt_no',
        [finalized],
      ),
    );
    expect(rows.rows).toEqual([
      { exam_revision: 1, n: 10, passed: false },
      { exam_revision: 1, n: 10, passed: true },
    ]);
  });

  it('wants every question answered, the current revision and the attestation', async () => {
    const id = await finalizedStudy(s.server, s.instructor, s.admin, programId, 'Answer checks');
    await assignLearner(as(s.server, s.admin), id, s.external.personId);
    const learner = as(s.server, s.external);
    const exam = (await learner('GET', `/api/learner/ind-study/exam/${id}`)).body;
    const all = exam.questions.map((q: { id: number }) => ({ question_id: q.id, choice: 0 }));
    const post = (body: object) =>
      learner('POST', `/api/learner/ind-study/exam/${id}`, { body: { revision: exam.revision, attest: true, ...body } });
    const partial = await post({ answers: all.slice(1) });
    expect(partial.status).toBe(400);
    expect(partial.body.errors[0]).toEqual({ field: 'body.answers', message: 'Answer every question: 1 of 10 have no answer.' });
    expect((await post({ answers: [...all.slice(1), { question_id: 2_000_000, choice: 0 }] })).body.errors[0].field).toBe('body.answers');
    expect((await post({ answers: all, attest: false })).body.errors[0].field).toBe('body.attest');
    expect((await post({ answers: all, revision: exam.revision + 1 })).status).toBe(409);
    expect((await post({ answers: all })).body).toMatchObject({ passed: true, score: 100 });
  });

  it('is refused to a person not assigned, to a just-registered learner, and answers 404 for another tenant', async () => {
    const id = await finalizedStudy(s.server, s.instructor, s.admin, programId, 'Closed to others');
    // The demo learner is not assigned to this one.
    const learner = as(s.server, s.learner);
    const read = await learner('GET', `/api/learner/ind-study/exam/${id}`);
    expect(read.status).toBe(403);
    expect(read.body.message).toMatch(/not assigned/);
    expect((await learner('POST', `/api/learner/ind-study/exam/${id}`, { body: { revision: 1, answers: [], attest: true } })).status).toBe(
      403,
    );
    // Someone who registered a minute ago, signed in, is no better placed.
    const email = 'nia.new@example.com';
    const reg = await s.server.call('POST', '/api/external-user/register', {
      body: { first_name: 'Nia', last_name: 'New', email_address: email },
    });
    expect(reg.status).toBe(200);
    await s.server.db.asOwner((tx) =>
      tx.query(
        "UPDATE persons n SET password_hash = l.password_hash FROM persons l WHERE n.username = $1 AND l.username = 'learner' AND l.tenant_id = n.tenant_id",
        [email],
      ),
    );
    const nia: Session = await s.server.login(email);
    const newcomer = as(s.server, nia);
    expect((await newcomer('GET', `/api/learner/ind-study/exam/${id}`)).status).toBe(403);
    const exam = (await as(s.server, s.admin)('GET', `/api/ind-study/exam/${id}`)).body;
    const answers = exam.questions.map((q: { id: number; correct_choice: number }) => ({ question_id: q.id, choice: q.correct_choice }));
    const tried = await newcomer('POST', `/api/learner/ind-study/exam/${id}`, { body: { revision: exam.revision, answers, attest: true } });
    expect(tried.status).toBe(403);
    expect((await newcomer('POST', '/api/learner/ind-study/search', { body: {} })).body.items).toEqual([]);
    // The old self-declared completion is gone.
    expect((await newcomer('POST', `/api/ind-study/complete/${id}`, { body: { exam_score: 100, attest: true } })).status).toBe(404);
    // Another tenant's study id is not found, for its learners and staff alike.
    const acme = as(s.server, s.acmeAdmin);
    expect((await acme('GET', `/api/learner/ind-study/exam/${id}`)).status).toBe(404);
    expect((await acme('GET', `/api/ind-study/exam/${id}`)).status).toBe(404);
    expect((await acme('POST', `/api/ind-study/assignments/${id}`, { body: { person_id: s.acmeAdmin.personId } })).status).toBe(404);
    const profile = await newcomer('GET', `/api/person/profile/${nia.personId}`);
    expect(profile.body.transcripts ?? []).toEqual([]);
  });
});

describe('assigning learners', () => {
  it('is for the creator, CRS007 or the signoff code on a Finalized study; twice is a 409; another tenant’s person is not found', async () => {
    const id = await finalizedStudy(s.server, s.instructor, s.admin, programId, 'Assignments');
    await addPersonWithCodes(s.server, 'is.viewer2', ['CRS053']);
    const viewer = as(s.server, await s.server.login('is.viewer2'));
    expect((await viewer('GET', `/api/ind-study/assignments/${id}`)).status).toBe(200);
    expect((await viewer('POST', `/api/ind-study/assignments/${id}`, { body: { person_id: s.learner.personId } })).status).toBe(403);
    expect(
      (await as(s.server, s.learner)('POST', `/api/ind-study/assignments/${id}`, { body: { person_id: s.learner.personId } })).status,
    ).toBe(403);
    const added = await assignLearner(as(s.server, s.instructor), id, s.coordinator.personId);
    expect(added).toEqual([
      expect.objectContaining({ person_id: s.coordinator.personId, attempts: 0, best_score: null, completed_on: null }),
    ]);
    const twice = await as(s.server, s.admin)('POST', `/api/ind-study/assignments/${id}`, { body: { person_id: s.coordinator.personId } });
    expect(twice.status).toBe(409);
    const foreign = await as(s.server, s.admin)('POST', `/api/ind-study/assignments/${id}`, { body: { person_id: s.acmeAdmin.personId } });
    expect(foreign.status).toBe(404);
    const draft = await createStudy(as(s.server, s.instructor), programId, { title: 'Not yet assignable' });
    expect(
      (await as(s.server, s.instructor)('POST', `/api/ind-study/assignments/${draft}`, { body: { person_id: s.learner.personId } })).status,
    ).toBe(403);
    // Assigned, the learner finds it in their search.
    const found = await as(s.server, s.coordinator)('POST', '/api/learner/ind-study/search', { body: { text: 'Assignments' } });
    expect(found.body.items.map((r: { id: number }) => r.id)).toEqual([id]);
  });
});
