import { as, type Session, type TestServer } from '../test-server.ts';
import { addModule } from './courses.ts';

/** Vendors and vended items for the tests, made through the API as staff would. */
type Caller = ReturnType<typeof as>;

let made = 0;
/** A vendor name no other test of the run uses (names are unique per firm). */
export const uniqueVendorName = (stem = 'Vendor') => `${stem} ${process.pid}-${++made}-${Date.now() % 100000}`;

export async function createVendor(call: Caller, body: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/vendors', { body: { name: uniqueVendorName(), ...body } });
  if (res.status !== 201) throw new Error(`create vendor: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function createVendedItem(call: Caller, vendorId: number, title = 'Vended item'): Promise<number> {
  const res = await call('POST', '/api/vendedcontent', {
    body: { title, vendor_id: vendorId, agenda_type_id: 1, delivery_method_id: 2 },
  });
  if (res.status !== 201) throw new Error(`create vended item: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Gives the item what its checklist asks: a credit-qualified module (100 minutes), NASBA answers, a program qualification. */
export async function makeApprovable(call: Caller, id: number): Promise<void> {
  await addModule(call, id, { start_time: '09:00', end_time: '10:40', allocations: [{ field_of_study_id: 20, percent: 100 }] });
  const questions = (await call('GET', `/api/course/nasba/${id}`)).body as { question_id: number }[];
  await call('PUT', `/api/course/nasba/${id}`, {
    body: { answers: questions.map((q) => ({ question_id: q.question_id, answer: 'Yes' })) },
  });
  const q = await call('PUT', `/api/course/qualifications/${id}`, { body: { items: [{ qualification_id: 1 }] } });
  if (q.status !== 200) throw new Error(`qualifications: ${q.status} ${JSON.stringify(q.body)}`);
}

/** An Approved vended item of a new vendor, approved by `admin`. */
export async function approvedItem(
  server: TestServer,
  admin: Session,
  title = 'Approved vended item',
): Promise<{ id: number; vendorId: number }> {
  const call = as(server, admin);
  const vendorId = await createVendor(call);
  const id = await createVendedItem(call, vendorId, title);
  await makeApprovable(call, id);
  const res = await call('PUT', `/api/vendedcontent/approve/${id}`, { body: {} });
  if (res.status !== 200) throw new Error(`approve: ${res.status} ${JSON.stringify(res.body)}`);
  return { id, vendorId };
}
