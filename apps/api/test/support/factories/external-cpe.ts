import { expect } from 'vitest';
import { type CertificateLayout, certificatePdf } from '../certificate-pdfs.ts';
import { as, type Session, type TestServer } from '../test-server.ts';

/** External CPE requests for the tests, made through the API as the learner would. */

/** A Draft request of the caller; answers its id. */
export async function createRequest(server: TestServer, s: Session, title = 'Outside CPE'): Promise<number> {
  const res = await as(server, s)('POST', '/api/requests/ext-cpe', { body: { title } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.requestId as number;
}

/** Uploads a file to the request (attachment type 80, the certificate) and answers the document id. */
export async function uploadToRequest(
  server: TestServer,
  s: Session,
  id: number,
  bytes: Buffer,
  opts: { name?: string; type?: string; attachmentTypeId?: number } = {},
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('attachment_type_id', String(opts.attachmentTypeId ?? 80));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/pdf' }), opts.name ?? 'certificate.pdf');
  const res = await fetch(`${server.url}/api/requests/ext-cpe/docs/${id}`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

export async function uploadCertificate(
  server: TestServer,
  s: Session,
  id: number,
  layout: CertificateLayout = 'labelled',
): Promise<number> {
  const res = await uploadToRequest(server, s, id, await certificatePdf(layout));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** Fills every step so the checklist passes: details, sponsor, awards (Taxes 8), NASBA answers, a certificate. */
export async function completeRequest(server: TestServer, s: Session, id: number): Promise<void> {
  const call = as(server, s);
  const ok = (r: { status: number; body: unknown }) => expect(r.status, JSON.stringify(r.body)).toBe(200);
  ok(
    await call('PUT', `/api/requests/ext-cpe/details/${id}`, {
      body: { title: 'Federal Tax Update 2026', completion_date: '2026-03-05', delivery_method_id: 1, program_type: 'Webinar' },
    }),
  );
  ok(
    await call('PUT', `/api/requests/ext-cpe/sponsor/${id}`, {
      body: { sponsor_name: 'Summit CPE Institute', nasba_sponsor_id: '112233' },
    }),
  );
  ok(
    await call('PUT', `/api/requests/ext-cpe/awards/${id}`, {
      body: { rows: [{ field_of_study_id: 20, is_college_type: 0, credits: 8 }] },
    }),
  );
  const questions = await call('GET', `/api/requests/ext-cpe/nasba/${id}`);
  ok(questions);
  ok(
    await call('PUT', `/api/requests/ext-cpe/nasba/${id}`, {
      body: { answers: (questions.body as { question_id: number }[]).map((q) => ({ question_id: q.question_id, answer: 'Yes' })) },
    }),
  );
  await uploadCertificate(server, s, id);
}

/** A request completed and submitted by the learner; answers its id. */
export async function submittedRequest(server: TestServer, s: Session, title = 'Submitted CPE'): Promise<number> {
  const id = await createRequest(server, s, title);
  await completeRequest(server, s, id);
  const res = await as(server, s)('POST', `/api/requests/ext-cpe/submit/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}
