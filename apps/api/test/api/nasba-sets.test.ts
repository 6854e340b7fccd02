import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Versioned NASBA question sets (issue 16, ADR 0037): the firm's questions are version 1 of its
 * default set; a new version rewords, reorders, makes optional, deactivates and adds questions;
 * answers given earlier keep the text they answered, new answers go to the current version.
 */
let server: TestServer;
let accadmin: Session;
let admin: Session;
let courseId: number;

beforeAll(async () => {
  server = await startTestServer();
  [accadmin, admin] = await Promise.all([server.login('accadmin'), server.login('admin')]);
  courseId = await server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.subdomain = 'demo' AND c.kind = 'course' AND c.course_status = 'Draft' ORDER BY c.id LIMIT 1`,
    );
    return (rows[0] as { id: number }).id;
  });
});
afterAll(() => server?.close());

type Question = { question_id: number; question: string; is_required: boolean; answer: string | null };
const courseQuestions = async () => (await as(server, admin)('GET', `/api/course/nasba/${courseId}`)).body as Question[];
const SETS = '/api/accadmin/nasba-sets';

describe('NASBA question sets', () => {
  it("start as version 1 of the default set, holding the firm's questions", async () => {
    const sets = (await as(server, accadmin)('GET', SETS)).body;
    expect(sets[0]).toMatchObject({ id: 1, name: 'Default', is_default: true, current_version: 1, question_count: 3 });
    expect((await courseQuestions()).map((q) => q.question)).toHaveLength(3);
    expect((await as(server, admin)('GET', SETS)).status).toBe(403);
  });

  it('publish a new version: old answers keep their text, new answers go to the current questions', async () => {
    const before = await courseQuestions();
    const [q1, q2, q3] = before as [Question, Question, Question];
    expect(q2.answer).not.toBeNull();
    const saved = await as(server, admin)('PUT', `/api/course/nasba/${courseId}`, {
      body: { answers: [{ question_id: q1.question_id, answer: 'Objectives as of version 1' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const published = await as(server, accadmin)('POST', `${SETS}/1/versions`, {
      body: {
        questions: [
          { question_id: q2.question_id, question: q2.question, is_required: false, is_active: true },
          { question_id: q1.question_id, question: 'What will participants be able to do afterwards?', is_required: true, is_active: true },
          { question_id: q3.question_id, question: q3.question, is_required: false, is_active: false },
          { question_id: null, question: 'Who is the intended audience?', is_required: true, is_active: true },
        ],
      },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.body).toEqual({ version: 2, message: 'Version 2 published' });

    const after = await courseQuestions();
    expect(after.map((q) => q.question)).toEqual([
      q2.question,
      'What will participants be able to do afterwards?',
      'Who is the intended audience?',
    ]);
    // The unchanged question keeps its row, and so the course's answer; it is optional now.
    expect(after[0]).toMatchObject({ question_id: q2.question_id, answer: q2.answer, is_required: false });
    // The reworded question is a new row without an answer; the old answer still names the old text.
    expect(after[1]?.question_id).not.toBe(q1.question_id);
    expect(after[1]?.answer).toBeNull();
    const old = await server.db.asOwner(
      async (tx) =>
        (
          await tx.query(
            'SELECT q.question, a.answer FROM course_nasba_answers a JOIN nasba_questions q ON q.tenant_id = a.tenant_id AND q.id = a.question_id WHERE a.course_id = $1 AND a.question_id = $2',
            [courseId, q1.question_id],
          )
        ).rows,
    );
    expect(old).toEqual([{ question: q1.question, answer: 'Objectives as of version 1' }]);

    // New answers: to the current questions only.
    const stale = await as(server, admin)('PUT', `/api/course/nasba/${courseId}`, {
      body: { answers: [{ question_id: q1.question_id, answer: 'Too late' }] },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.errors[0].field).toBe('body.answers.0.question_id');
    const fresh = await as(server, admin)('PUT', `/api/course/nasba/${courseId}`, {
      body: { answers: [{ question_id: after[1]?.question_id, answer: 'Lead a review' }] },
    });
    expect(fresh.status).toBe(200);

    const detail = (await as(server, accadmin)('GET', `${SETS}/1`)).body;
    expect(detail.current_version).toBe(2);
    expect(detail.questions).toHaveLength(4);
    expect(detail.questions[2]).toMatchObject({ question_id: q3.question_id, is_active: false });
    expect(detail.versions.map((v: { version: number; question_count: number }) => [v.version, v.question_count])).toEqual([
      [2, 3],
      [1, 3],
    ]);
  });

  it('refuse bad versions with a 400 naming the field', async () => {
    const call = as(server, accadmin);
    const q = { question_id: null, question: 'Fine?', is_required: true, is_active: true };
    const cases: [unknown, string][] = [
      [{ questions: [{ ...q, question: '   ' }] }, 'body.questions.0.question'],
      [{ questions: [{ ...q, question_id: 999_999 }] }, 'body.questions.0.question_id'],
      [{ questions: [{ ...q, is_required: 'yes' }] }, 'body.questions.0.is_required'],
      [{ questions: 'none' }, 'body.questions'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', `${SETS}/1/versions`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].field, JSON.stringify(body)).toBe(field);
    }
    const dup = await call('POST', SETS, { body: { name: 'default', offering_kinds: [] } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors[0].field).toBe('body.name');
    const kind = await call('POST', SETS, { body: { name: 'Odd kinds', offering_kinds: ['webinar'] } });
    expect(kind.body.errors[0].field).toBe('body.offering_kinds.0');
  });

  it("a set named for an offering type is what that type answers; another firm's set is 404", async () => {
    const call = as(server, accadmin);
    const created = await call('POST', SETS, { body: { name: 'Courses only', offering_kinds: ['course'] } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await courseQuestions()).toEqual([]);
    await call('POST', `${SETS}/${id}/versions`, {
      body: { questions: [{ question_id: null, question: 'Is this a course?', is_required: true, is_active: true }] },
    });
    expect((await courseQuestions()).map((q) => q.question)).toEqual(['Is this a course?']);
    const acme = as(server, await server.login('accadmin', 'acme'));
    expect((await acme('GET', `${SETS}/${id}`)).status).toBe(404);
    expect((await acme('PUT', `${SETS}/${id}`, { body: { name: 'Mine', offering_kinds: [] } })).status).toBe(404);
    expect((await call('PUT', `${SETS}/${id}`, { body: { name: 'Courses only', offering_kinds: [] } })).status).toBe(200);
    expect((await courseQuestions()).length).toBe(3);
  });
});
