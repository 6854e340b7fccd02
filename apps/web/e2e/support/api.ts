/**
 * Records made through the product's own API, as a person would make them on the screens
 * that other tests cover: here, a Finalized course whose agenda has two days.
 */
import { DEMO_PASSWORD, port } from '../fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<any>;

/** Signs in on the demo tenant: a caller with the browser's headers, and who signed in. */
async function signIn(username: string): Promise<{ call: Call; personId: number }> {
  const base = `http://127.0.0.1:${port()}/api`;
  const headers = { subdomain_name: 'demo', 'content-type': 'application/json' };
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  const session = (await login.json()) as { token: string; user: { person_id: number } };
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  const call: Call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { ...headers, authorization: `Bearer ${session.token}`, user_id: String(session.user.person_id) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(reply)}`);
    return reply;
  };
  return { call, personId: session.user.person_id };
}

/** A Finalized two-day course (day 1 09:00-10:40, day 2 13:00-14:15) developed by instructor, drafted, reviewed and finalized by admin. */
export async function finalizedTwoDayCourse(title: string): Promise<number> {
  const { call, personId } = await signIn('admin');
  // The content reviewer of a day may not be the developer of one of its modules.
  const developer = (await signIn('instructor')).personId;
  const { id } = (await call('POST', '/course', { title, agenda_type_id: 1, delivery_method_id: 2 })) as { id: number };
  const module = (day: number, start_time: string, end_time: string) =>
    call('POST', `/agendas/module/${id}`, {
      title: `Day ${day} session`,
      day,
      start_time,
      end_time,
      is_credit_qualified: true,
      allocations: [{ field_of_study_id: 20, percent: 100 }],
      knowledge_level_id: 1,
      developer_id: developer,
    });
  await module(1, '09:00', '10:40');
  await module(2, '13:00', '14:15');
  for (const day of [1, 2])
    await call('POST', `/agendas/content-review/${id}`, {
      day,
      reviewer_id: personId,
      is_attested: true,
      start_date: '2026-10-01',
      completion_date: '2026-10-02',
    });
  const questions = (await call('GET', `/course/nasba/${id}`)) as { question_id: number }[];
  await call('PUT', `/course/nasba/${id}`, { answers: questions.map((q) => ({ question_id: q.question_id, answer: 'Yes' })) });
  await call('PUT', `/course/qualifications/${id}`, { items: [{ qualification_id: 1 }] });
  await call('POST', `/course/workflow/${id}`, { action: 'submit' });
  await call('POST', `/course/workflow/${id}`, { action: 'finalize' });
  return id;
}
