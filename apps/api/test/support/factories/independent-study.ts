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

/**
 * 9,000 words, 20 minutes, 10 review and 10 final exam questions: (50 + 20 + 20 × 1.85) / 50 = 2.14,
 * so 2.0 credits in fifths (ADR 0051); 10 review questions meet 3 × 2.0 and 10 exam questions 5 × 2.0.
 */
export const PASSING_COUNTS = { words: 9000, media_minutes: 20, review_questions: 10, exam_questions: 10 };

/** A Draft study of its creator that passes every checklist row: a module with a field of study, counts, review, NASBA, qualification. */
export async function finalizableStudy(call: Caller, programId: number, reviewerId: number, title = 'Finalizable study'): Promise<number> {
  const id = await createStudy(call, programId, { title });
  await addModule(call, id, { start_time: '09:00', end_time: '10:40' });
  const counts = await call('PUT', `/api/ind-study/self-study/${id}`, { body: PASSING_COUNTS });
  if (counts.status !== 200) throw new Error(`self study: ${counts.status} ${JSON.stringify(counts.body)}`);
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
