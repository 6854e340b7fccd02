import { addModule, type Caller, makeFinalizable } from './courses.ts';

/** Local learnings for the tests: each made through the API, as a person would. */

export const LL_START = '2026-11-02 09:00';
export const LL_END = '2026-11-03 17:00';

export async function createLocalLearning(call: Caller, body: Record<string, unknown> = {}): Promise<{ id: number; class_id: number }> {
  const res = await call('POST', '/api/locallearning', {
    body: { title: 'Office tax update', agenda_type_id: 1, delivery_method_id: 2, start: LL_START, end: LL_END, ...body },
  });
  if (res.status !== 201) throw new Error(`create local learning: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function moveLocalLearning(call: Caller, id: number, action: string): Promise<void> {
  const res = await call('PUT', `/api/locallearning/workflow/${id}`, { body: { action } });
  if (res.status !== 200) throw new Error(`${action} local learning ${id}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A local learning whose checklist passes (a module, content review, NASBA answers, a qualification), submitted and approved. */
export async function pendingDeliveryLocalLearning(call: Caller, reviewerId: number, title = 'Delivered locally') {
  const ll = await createLocalLearning(call, { title });
  await addModule(call, ll.id);
  await makeFinalizable(call, ll.id, reviewerId);
  await moveLocalLearning(call, ll.id, 'submit');
  await moveLocalLearning(call, ll.id, 'approve');
  return ll;
}
