import { as, type Session, type TestServer } from '../test-server.ts';
import { addModule, type Caller, makeFinalizable } from './courses.ts';

/** Independent studies for the tests, made through the API as a requester and a signer would. */

export async function createProgram(call: Caller, title = 'Test program', ownerId?: number): Promise<number> {
  const res = await call('POST', '/api/alt-programs', { body: { title, ...(ownerId ? { owner_id: ownerId } : {}) } });
  if (res.status !== 201) throw new Error(`create program: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function createStudy(call: Caller, programId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/ind-study', {
    body: { program_id: programId, title: 'Test study', request_type: 'New Independent Study', agenda_type_id: 1, ...body },
  });
  if (res.status !== 201) throw new Error(`create study: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** 9,000 words, 20 minutes, 10 review questions (the exam's questions count too: PASSING_EXAM_QUESTIONS). */
export const PASSING_COUNTS = { words: 9000, media_minutes: 20, review_questions: 10 };
/**
 * With 10 final exam questions the word-count formula (ADR 0051) gives (50 + 20 + (10 + 10) × 1.85) / 50
 * = 2.14, so 2.0 credits in fifths, which need 10 exam questions (5 per credit) and 6 review questions.
 */
export const PASSING_EXAM_QUESTIONS = 10;

/** `n` questions whose correct answer is the first choice ('Right i'). */
export function examQuestions(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    prompt: `Question ${i + 1}?`,
    choices: [`Right ${i + 1}`, `Wrong ${i + 1}a`, `Wrong ${i + 1}b`],
    correct_choice: 0,
  }));
}

export async function writeExam(call: Caller, id: number, n = PASSING_EXAM_QUESTIONS, passing_score = 70) {
  const res = await call('PUT', `/api/ind-study/exam/${id}`, { body: { passing_score, questions: examQuestions(n) } });
  if (res.status !== 200) throw new Error(`exam: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Assigns a learner to a Finalized study as `staff`. */
export async function assignLearner(staff: Caller, id: number, personId: number) {
  const res = await staff('POST', `/api/ind-study/assignments/${id}`, { body: { person_id: personId } });
  if (res.status !== 201) throw new Error(`assign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Reads the learner's exam and answers it with `right` correct answers (the first choices), attested. */
export async function takeExam(learner: Caller, id: number, right: number) {
  const exam = await learner('GET', `/api/learner/ind-study/exam/${id}`);
  if (exam.status !== 200) throw new Error(`learner exam: ${exam.status} ${JSON.stringify(exam.body)}`);
  const answers = exam.body.questions.map((q: { id: number }, i: number) => ({ question_id: q.id, choice: i < right ? 0 : 1 }));
  return learner('POST', `/api/learner/ind-study/exam/${id}`, { body: { revision: exam.body.revision, answers, attest: true } });
}

/** A Draft study of its creator that passes every checklist row: a module with a field of study, counts, review, NASBA, qualification. */
export async function finalizableStudy(call: Caller, programId: number, reviewerId: number, title = 'Finalizable study'): Promise<number> {
  const id = await createStudy(call, programId, { title });
  await addModule(call, id, { start_time: '09:00', end_time: '10:40' });
  const counts = await call('PUT', `/api/ind-study/self-study/${id}`, { body: PASSING_COUNTS });
  if (counts.status !== 200) throw new Error(`self study: ${counts.status} ${JSON.stringify(counts.body)}`);
  await writeExam(call, id);
  await makeFinalizable(call, id, reviewerId);
  return id;
}

/** A Finalized study: made and submitted by `requester`, finalized by the demo admin (CRS043). */
export async function finalizedStudy(
  server: TestServer,
  requester: Session,
  admin: Session,
  programId: number,
  title?: string,
): Promise<number> {
  const call = as(server, requester);
  const id = await finalizableStudy(call, programId, admin.personId, title);
  for (const [who, action] of [
    [requester, 'submit'],
    [admin, 'finalize'],
  ] as const) {
    const res = await as(server, who)('PUT', `/api/ind-study/workflow/${id}`, { body: { action } });
    if (res.status !== 200) throw new Error(`${action}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return id;
}
