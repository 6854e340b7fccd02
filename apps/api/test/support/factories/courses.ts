import { as, type Session, type TestServer } from '../test-server.ts';

/** Courses for the tests: each made through the API, as a person would. */
export type Caller = ReturnType<typeof as>;

/** A Finalized course of the demo seed. */
export const FINALIZED_DEMO_COURSE = 'Partner Leadership Training Hours';

/** The id of a course by title in the caller's tenant (the demo seed's Finalized courses). */
export async function courseIdByTitle(call: Caller, title = FINALIZED_DEMO_COURSE): Promise<number> {
  const res = await call('GET', `/api/course/search?search_text=${encodeURIComponent(title)}&sort=title&limit=5`);
  const found = (res.body.items as { id: number; title: string }[]).find((c) => c.title === title);
  if (!found) throw new Error(`course ${title}: ${res.status} ${JSON.stringify(res.body)}`);
  return found.id;
}

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

/** Submits a Draft course (as its drafter) and finalizes it (as the admin). */
async function submitAndFinalize(draft: Caller, admin: Caller, id: number): Promise<number> {
  const submitted = await draft('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } });
  const done = await admin('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } });
  if (submitted.status !== 200 || done.status !== 200)
    throw new Error(`finalize: ${JSON.stringify(submitted.body)} ${JSON.stringify(done.body)}`);
  return id;
}

/** A Finalized US-CPE course made through the API: Group Live by default (so class documentation is required). */
export async function finalizedUsCpeGroupLive(
  server: TestServer,
  admin: Session,
  instructor: Session,
  deliveryMethodId = 2,
): Promise<number> {
  const id = await createCourse(as(server, instructor), { title: 'Group tax', agenda_type_id: 1, delivery_method_id: deliveryMethodId });
  await addModule(as(server, instructor), id, { start_time: '09:00', end_time: '10:40', developer_id: instructor.personId });
  // Participants over the internet (Group Internet-Based, Group Live & Group Internet) need 3 polling events a credit (ADR 0051).
  if (deliveryMethodId === 1 || deliveryMethodId === 3) {
    const cpe = await as(server, instructor)('PUT', `/api/agendas/cpe-info/${id}`, { body: { polling_events: 6 } });
    if (cpe.status !== 200) throw new Error(`cpe info: ${cpe.status} ${JSON.stringify(cpe.body)}`);
  }
  await makeFinalizable(as(server, admin), id, admin.personId);
  return submitAndFinalize(as(server, instructor), as(server, admin), id);
}

/**
 * A Finalized course whose agenda has two days (09:00-11:30 on day 1, 13:00-16:40 on
 * day 2), made through the API as an instructor drafts it and an admin finalizes it.
 */
export async function finalizedTwoDayCourse(
  server: TestServer,
  admin: Session,
  instructor: Session,
  title = 'Two-day course',
): Promise<number> {
  const draft = as(server, instructor);
  const id = await createCourse(draft, { title, agenda_type_id: 1, delivery_method_id: 2 });
  const dev = { developer_id: instructor.personId };
  await addModule(draft, id, { title: 'Morning', day: 1, start_time: '09:00', end_time: '11:30', ...dev });
  await addModule(draft, id, { title: 'Afternoon one', day: 2, start_time: '13:00', end_time: '14:40', ...dev });
  await addModule(draft, id, { title: 'Afternoon two', day: 2, start_time: '15:00', end_time: '16:40', ...dev });
  await makeFinalizable(as(server, admin), id, admin.personId);
  return submitAndFinalize(draft, as(server, admin), id);
}
