import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalLearning,
  LL_END,
  LL_START,
  moveLocalLearning,
  pendingDeliveryLocalLearning,
} from '../support/factories/local-learning.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Local learning (LLP codes): creation with its class and schedule, the header,
 * editing in each status by its code (and the submitter in Draft), the workflow and its
 * checklist gate, Not Approved making it uneditable, and bad input naming the field.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;
let signoff: Session;
let signoffOther: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner } = await startSignedIn());
  await addPersonWithCodes(server, 'll.signoff', ['LLP056']);
  await addPersonWithCodes(server, 'll.signoff2', ['LLP056']);
  [signoff, signoffOther] = await Promise.all([server.login('ll.signoff'), server.login('ll.signoff2')]);
});
afterAll(() => server?.close());

const edit = (s: Session, id: number, body: Record<string, unknown> = { title: 'Renamed' }) =>
  as(server, s)('PUT', `/api/locallearning/${id}`, { body });

describe('POST /locallearning', () => {
  it('creates a Draft with its class: one day per date from start to end, and an attendance code', async () => {
    const { id, class_id } = await createLocalLearning(as(server, instructor), { focus_code: 'FC-77', sponsoring_org: 'Denver office' });
    const res = await as(server, instructor)('GET', `/api/locallearning/${id}`);
    expect(res.status).toBe(200);
    const h = res.body.header;
    expect(h).toMatchObject({
      local_learning_id: id,
      class_id,
      course_status: 'Draft',
      start_date: LL_START,
      end_date: LL_END,
      focus_code: 'FC-77',
      sponsoring_org: 'Denver office',
      submitted_on: null,
      lms_status: null,
    });
    expect(h.submitted_by).toMatch(/\S/);
    expect(h.attendance_codes).toHaveLength(1);
    expect(res.body.course.courseHeader.course_status).toBe('Draft');
    expect(res.body.abilities).toMatchObject({ view: true, edit: true, submit: true, approve: false });
    expect(res.body.checklist.at(-1)).toMatchObject({ section: 'Passed Approval', validation_status: 'FAIL' });
    const days = await as(server, admin)('GET', `/api/class/${class_id}`);
    expect(days.status).toBe(200);
    expect(days.body.classSummary.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const call = as(server, instructor);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x', start: '2026-11-02', end: LL_END }, 'body.start'],
      [{ title: 'x', start: LL_START, end: '2026-11-01 17:00' }, 'body.end'],
      [{ title: 'x', start: '2026-11-02 17:00', end: '2026-11-03 09:00' }, 'body.end'],
      [{ title: 'x', start: '2026-02-30 09:00', end: LL_END }, 'body.start'],
      [{ title: '', start: LL_START, end: LL_END }, 'body.title'],
      [{ title: 'x', start: LL_START, end: LL_END, delivery_method_id: 999_999 }, 'body.delivery_method_id'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/locallearning', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('is refused to someone without a code that edits a local learning', async () => {
    const res = await as(server, learner)('POST', '/api/locallearning', { body: { title: 'x', start: LL_START, end: LL_END } });
    expect(res.status).toBe(403);
  });
});

describe('editing by status and code', () => {
  it('Draft: LLP057 and the submitter edit; LLP056 alone and LLP063 do not', async () => {
    const { id } = await createLocalLearning(as(server, signoff));
    expect((await edit(signoff, id)).status).toBe(200); // the submitter, without LLP057
    expect((await edit(instructor, id)).status).toBe(200); // LLP057
    expect((await edit(signoffOther, id)).status).toBe(403);
    expect((await edit(coordinator, id)).status).toBe(403);
    expect((await edit(learner, id)).status).toBe(403);
  });

  it('Pending Signoff: LLP056 edits, LLP057 no longer; Pending Delivery: LLP063 edits; Not Approved: nobody', async () => {
    const ll = await pendingDeliveryLocalLearning(as(server, admin), admin.personId, 'Status walk');
    expect((await edit(coordinator, ll.id)).status).toBe(200); // LLP063
    expect((await edit(instructor, ll.id)).status).toBe(403);
    expect((await edit(signoff, ll.id)).status).toBe(403);
    await moveLocalLearning(as(server, coordinator), ll.id, 'notApprove'); // LLP065
    for (const s of [admin, coordinator]) expect((await edit(s, ll.id)).status).toBe(403);
    const res = await as(server, admin)('GET', `/api/locallearning/${ll.id}`);
    expect(res.body.header.course_status).toBe('Not Approved');
    expect(res.body.abilities).toMatchObject({ edit: false, editContentReview: false, notApprove: false, editCodeExpiry: false });
    // The shared course steps ask the same policy.
    const put = await as(server, admin)('PUT', `/api/course/${ll.id}`, { body: { title: 'Sneaked' } });
    expect(put.status).toBe(403);

    const second = await createLocalLearning(as(server, instructor), { title: 'Signoff edit' });
    await moveLocalLearning(as(server, instructor), second.id, 'submit');
    expect((await edit(signoff, second.id)).status).toBe(200);
    expect((await edit(instructor, second.id)).status).toBe(403);
  });

  it('saves the details and moves the schedule; start without end is a 400', async () => {
    const { id, class_id } = await createLocalLearning(as(server, instructor));
    const res = await edit(instructor, id, {
      title: 'Moved session',
      description: 'Why',
      start: '2026-12-01 08:30',
      end: '2026-12-03 12:00',
      focus_code: '',
      sponsoring_org: 'Austin office',
    });
    expect(res.status).toBe(200);
    const h = (await as(server, instructor)('GET', `/api/locallearning/${id}`)).body.header;
    expect(h).toMatchObject({ title: 'Moved session', start_date: '2026-12-01 08:30', end_date: '2026-12-03 12:00', focus_code: null });
    const cls = await as(server, admin)('GET', `/api/class/${class_id}`);
    expect(cls.body.classSummary.days).toHaveLength(3);
    const half = await edit(instructor, id, { start: '2026-12-01 08:30' });
    expect(half.status).toBe(400);
    expect(half.body.errors[0].field).toBe('body.end');
  });
});

describe('PUT /locallearning/workflow', () => {
  it('submit sets the submission date; approve waits for the checklist; return goes back to Draft', async () => {
    const { id } = await createLocalLearning(as(server, instructor), { title: 'Flow' });
    await moveLocalLearning(as(server, instructor), id, 'submit');
    const submitted = (await as(server, admin)('GET', `/api/locallearning/${id}`)).body.header;
    expect(submitted.course_status).toBe('Pending Signoff');
    expect(submitted.submitted_on).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const refused = await as(server, signoff)('PUT', `/api/locallearning/workflow/${id}`, { body: { action: 'approve' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('cannot be approved');
    expect((await as(server, instructor)('PUT', `/api/locallearning/workflow/${id}`, { body: { action: 'return' } })).status).toBe(403);
    await moveLocalLearning(as(server, signoff), id, 'return');
    const history = await as(server, admin)('GET', `/api/course/workflow-history/${id}`);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['submit', 'return', 'Created']));
  });

  it('refuses an action that does not apply in the status (409) and an unknown one (400)', async () => {
    const { id } = await createLocalLearning(as(server, admin), { title: 'Wrong action' });
    const wrong = await as(server, admin)('PUT', `/api/locallearning/workflow/${id}`, { body: { action: 'notApprove' } });
    expect(wrong.status).toBe(403);
    const unknown = await as(server, admin)('PUT', `/api/locallearning/workflow/${id}`, { body: { action: 'finalize' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('body.action');
  });

  it('PUT /course/workflow refuses a local learning; GET /course/{id} answers its status', async () => {
    const ll = await pendingDeliveryLocalLearning(as(server, admin), admin.personId, 'Course view');
    const course = await as(server, admin)('GET', `/api/course/${ll.id}`);
    expect(course.status).toBe(200);
    expect(course.body.courseHeader.course_status).toBe('Pending Delivery');
    const res = await as(server, admin)('POST', `/api/course/workflow/${ll.id}`, { body: { action: 'reopen' } });
    expect([403, 409]).toContain(res.status);
  });

  it('an id that is not a local learning is 404', async () => {
    const course = await as(server, admin)('POST', '/api/course', { body: { title: 'Just a course' } });
    expect((await as(server, admin)('GET', `/api/locallearning/${course.body.id}`)).status).toBe(404);
  });
});
