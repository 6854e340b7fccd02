import type { as, Session, TestServer } from './test-server.ts';

/** Test data builders for courses: each makes what a test needs through the API, as a person would. */
type Caller = ReturnType<typeof as>;

export interface ModuleSpec {
  title?: string;
  day?: number;
  start_time?: string;
  end_time?: string;
  is_credit_qualified?: boolean;
  allocations?: { field_of_study_id: number; percent: number }[];
  knowledge_level_id?: number | null;
  developer_id?: number | null;
}

export async function createCourse(
  call: Caller,
  body: { title?: string; agenda_type_id?: number; delivery_method_id?: number } = {},
): Promise<number> {
  const res = await call('POST', '/api/course', { body: { title: 'Test course', agenda_type_id: 1, delivery_method_id: 2, ...body } });
  if (res.status !== 201) throw new Error(`create course: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function addModule(call: Caller, courseId: number, m: ModuleSpec = {}): Promise<number> {
  const res = await call('POST', `/api/agendas/module/${courseId}`, {
    body: {
      title: 'Module',
      day: 1,
      start_time: '09:00',
      end_time: '09:50',
      is_credit_qualified: true,
      allocations: [{ field_of_study_id: 20, percent: 100 }],
      knowledge_level_id: 1,
      ...m,
    },
  });
  if (res.status !== 201) throw new Error(`add module: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Makes a course pass every section of the approval checklist (content review, NASBA answers, a qualification). */
export async function makeFinalizable(call: Caller, courseId: number, reviewerId: number): Promise<void> {
  const days = (await call('GET', `/api/agendas/review-status/${courseId}`)).body.days as { day: number }[];
  for (const { day } of days) {
    const r = await call('POST', `/api/agendas/content-review/${courseId}`, {
      body: { day, reviewer_id: reviewerId, is_attested: true, start_date: '2026-10-01', completion_date: '2026-10-02' },
    });
    if (r.status !== 201) throw new Error(`content review: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const questions = (await call('GET', `/api/course/nasba/${courseId}`)).body as { question_id: number }[];
  await call('PUT', `/api/course/nasba/${courseId}`, {
    body: { answers: questions.map((q) => ({ question_id: q.question_id, answer: 'Yes' })) },
  });
  await call('PUT', `/api/course/qualifications/${courseId}`, { body: { items: [{ qualification_id: 1 }] } });
}

/** Uploads a text file to the course's documentation as multipart/form-data, as the browser does. */
export async function uploadDocument(
  server: TestServer,
  s: Session,
  courseId: number,
  name: string,
  text: string,
  typeId = 1,
): Promise<number> {
  const form = new FormData();
  form.append('attachment_type_id', String(typeId));
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  const res = await fetch(`${server.url}/api/docs/course/${courseId}`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

/** Uploads a biography for a person (POST /docs/class, attachment type 11), as User Settings does. */
export async function uploadBiography(
  server: TestServer,
  s: Session,
  personId: number,
  name = 'bio.pdf',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('attachment_type_id', '11');
  form.append('in_people_id', String(personId));
  form.append('in_created_by', String(s.personId));
  form.append('file', new Blob(['%PDF-1.4 biography'], { type: 'application/pdf' }), name);
  const res = await fetch(`${server.url}/api/docs/class`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}
