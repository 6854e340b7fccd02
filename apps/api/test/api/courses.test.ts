import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addModule, createCourse, makeFinalizable } from '../support/factories/courses.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/** The course lifecycle and the agenda builder through the API (Draft, Pending Signoff, Finalized, Editing). */
let server: TestServer;
let admin: Session;
let instructor: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  server = await startTestServer();
  [admin, instructor, learner, acmeAdmin] = await Promise.all([
    server.login('admin'),
    server.login('instructor'),
    server.login('learner'),
    server.login('admin', 'acme'),
  ]);
});
afterAll(() => server.close());

describe('course lifecycle', () => {
  it('creates a Draft course whose creator may edit it, and refuses learners', async () => {
    const id = await createCourse(as(server, instructor), { title: 'Payroll taxes' });
    const res = await as(server, instructor)('GET', `/api/course/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.courseHeader).toMatchObject({
      title: 'Payroll taxes',
      course_status: 'Draft',
      version: 1,
      created_by_name: 'Ian Instructor',
    });
    expect(res.body.courseHeader.contacts).toEqual([expect.objectContaining({ contact_role: 'Owner', name: 'Ian Instructor' })]);
    expect(res.body.abilities).toMatchObject({ view: true, edit: true, submit: true, finalize: false });
    expect(res.body.steps.map((s: { title: string }) => s.title)).toContain('Agenda Details');
    expect(res.body.elements.title).toMatchObject({ required: true, editable: true, label: 'Course Title' });
    expect((await as(server, learner)('GET', `/api/course/${id}`)).status).toBe(403);
    expect((await as(server, learner)('POST', '/api/course', { body: { title: 'x' } })).status).toBe(403);
  });

  it("hides another tenant's course as not found", async () => {
    const id = await createCourse(as(server, admin));
    expect((await as(server, acmeAdmin)('GET', `/api/course/${id}`)).status).toBe(404);
    expect((await as(server, acmeAdmin)('PUT', `/api/course/${id}`, { body: { title: 'Mine now' } })).status).toBe(404);
    expect(
      (
        await as(server, acmeAdmin)('POST', `/api/agendas/module/${id}`, {
          body: { title: 'M', day: 1, start_time: '09:00', end_time: '10:00', is_credit_qualified: true, allocations: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('validates details: a required title, known lookups', async () => {
    const id = await createCourse(as(server, admin));
    const empty = await as(server, admin)('PUT', `/api/course/${id}`, { body: { title: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('body.title');
    const unknown = await as(server, admin)('PUT', `/api/course/${id}`, { body: { delivery_method_id: 999 } });
    expect(unknown.status).toBe(409);
    const ok = await as(server, admin)('PUT', `/api/course/${id}`, { body: { description: 'About payroll', sponsoring_org: 'Demo' } });
    expect(ok.status).toBe(200);
  });

  it('submits, refuses to finalize while the checklist fails, finalizes, reopens as a new version', async () => {
    const call = as(server, admin);
    const id = await createCourse(as(server, instructor), { title: 'Versioned course' });
    await addModule(as(server, instructor), id, {
      title: 'Opening',
      start_time: '09:00',
      end_time: '10:40',
      developer_id: instructor.personId,
    });
    expect((await as(server, instructor)('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } })).status).toBe(403);
    expect((await as(server, instructor)('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } })).status).toBe(200);
    expect((await as(server, instructor)('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } })).status).toBe(403);

    const checklist = await call('GET', `/api/agendas/validation/${id}`);
    expect(checklist.body.some((c: { validation_status: string }) => c.validation_status === 'FAIL')).toBe(true);
    const refused = await call('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cannot be finalized/);

    await makeFinalizable(call, id, admin.personId);
    const passing = await call('GET', `/api/agendas/validation/${id}`);
    expect(passing.body.filter((c: { validation_status: string }) => c.validation_status === 'FAIL')).toEqual([]);
    expect((await call('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } })).status).toBe(200);
    const finalized = (await call('GET', `/api/course/${id}`)).body;
    expect(finalized.courseHeader).toMatchObject({ course_status: 'Finalized', version: 1 });
    expect(finalized.courseHeader.finalization_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(finalized.abilities.edit).toBe(false);

    expect((await call('POST', `/api/course/workflow/${id}`, { body: { action: 'reopen', comment: 'New tax year' } })).status).toBe(200);
    const editing = (await call('GET', `/api/course/${id}`)).body.courseHeader;
    expect(editing).toMatchObject({ course_status: 'Editing', version: 2, pre_edited_status: 'Finalized' });
    await call('PUT', `/api/agendas/module/${finalized.agenda[0].modules[0].module_id}`, {
      body: {
        title: 'Opening remarks',
        start_time: '09:00',
        end_time: '10:40',
        is_credit_qualified: true,
        allocations: [{ field_of_study_id: 20, percent: 100 }],
      },
    });
    expect((await call('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } })).status).toBe(200);
    const versions = (await call('GET', `/api/course/versions/${id}`)).body;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].changes).toEqual(
      expect.arrayContaining([{ path: 'agenda.0.modules.0.title', before: 'Opening', after: 'Opening remarks' }]),
    );
    const history = (await call('GET', `/api/course/workflow-history/${id}`)).body;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['finalize', 'reopen', 'finalize', 'submit', 'Created']);
    expect(history[1]).toMatchObject({ comment: 'New tax year', from_status: 'Finalized', to_status: 'Editing', version: 2 });
  });

  it('refuses an action that does not apply to the status', async () => {
    const id = await createCourse(as(server, admin));
    const res = await as(server, admin)('POST', `/api/course/workflow/${id}`, { body: { action: 'reopen' } });
    expect(res.status).toBe(403);
    const bad = await as(server, admin)('POST', `/api/course/workflow/${id}`, { body: { action: 'publish' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.action');
  });
});

describe('agenda builder', () => {
  it('adds modules to days, checks times and allocations, and renumbers after removal', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    const a = await addModule(call, id, { title: 'A' });
    const b = await addModule(call, id, { title: 'B', start_time: '10:00', end_time: '11:00' });
    const c = await addModule(call, id, { title: 'C', day: 2 });
    const tooFar = await call('POST', `/api/agendas/module/${id}`, {
      body: { title: 'X', day: 4, start_time: '09:00', end_time: '10:00', is_credit_qualified: true, allocations: [] },
    });
    expect(tooFar.status).toBe(400);
    const backwards = await call('POST', `/api/agendas/module/${id}`, {
      body: { title: 'X', day: 1, start_time: '10:00', end_time: '09:00', is_credit_qualified: true, allocations: [] },
    });
    expect(backwards.body.errors[0].field).toBe('body.end_time');
    const partial = await call('POST', `/api/agendas/module/${id}`, {
      body: {
        title: 'X',
        day: 1,
        start_time: '09:00',
        end_time: '10:00',
        is_credit_qualified: true,
        allocations: [{ field_of_study_id: 20, percent: 90 }],
      },
    });
    expect(partial.body.errors[0].field).toBe('body.allocations');

    let agenda = (await call('GET', `/api/course/${id}`)).body.agenda;
    expect(agenda.map((d: { day: number; modules: { title: string }[] }) => [d.day, d.modules.map((m) => m.title)])).toEqual([
      [1, ['A', 'B']],
      [2, ['C']],
    ]);
    // Move C to day 1 first: day 2 empties.
    const order = [
      { module_id: c, day: 1, day_index: 1 },
      { module_id: a, day: 1, day_index: 2 },
      { module_id: b, day: 1, day_index: 3 },
    ];
    expect((await call('PUT', `/api/agendas/order/${id}`, { body: { modules: order } })).status).toBe(200);
    agenda = (await call('GET', `/api/course/${id}`)).body.agenda;
    expect(agenda).toHaveLength(1);
    expect(agenda[0].modules.map((m: { title: string }) => m.title)).toEqual(['C', 'A', 'B']);

    const gap = await call('PUT', `/api/agendas/order/${id}`, { body: { modules: order.map((o) => ({ ...o, day: 2 })) } });
    expect(gap.status).toBe(400);
    const missing = await call('PUT', `/api/agendas/order/${id}`, { body: { modules: order.slice(1) } });
    expect(missing.body.errors[0].field).toBe('body.modules');

    // Spread over two days, then remove day 1's only module: day 2 becomes day 1.
    await call('PUT', `/api/agendas/order/${id}`, {
      body: {
        modules: [
          { module_id: c, day: 1, day_index: 1 },
          { module_id: a, day: 2, day_index: 1 },
          { module_id: b, day: 2, day_index: 2 },
        ],
      },
    });
    expect((await call('PUT', `/api/agendas/module/remove/${c}`)).status).toBe(200);
    agenda = (await call('GET', `/api/course/${id}`)).body.agenda;
    expect(
      agenda.map((d: { day: number; modules: { title: string; day_index: number }[] }) => [
        d.day,
        d.modules.map((m) => `${m.title}${m.day_index}`),
      ]),
    ).toEqual([[1, ['A1', 'B2']]]);
  });

  it('computes credits from the agenda by the NASBA rules', async () => {
    const call = as(server, admin);
    const id = await createCourse(call);
    await addModule(call, id, { start_time: '09:00', end_time: '09:50' });
    await addModule(call, id, { start_time: '10:00', end_time: '11:00', allocations: [{ field_of_study_id: 1, percent: 100 }] });
    await addModule(call, id, { start_time: '11:00', end_time: '12:00', is_credit_qualified: false, allocations: [] });
    const cpe = (await call('GET', `/api/agendas/cpe-info/${id}`)).body;
    expect(cpe.credits).toMatchObject({ minutes: 110, total: 2.2, increment: 0.2 });
    expect(cpe.credits.byField.map((f: { name: string; credits: number }) => [f.name, f.credits]).sort()).toEqual([
      ['Accounting', 1.2],
      ['Taxes', 1],
    ]);
    await call('PUT', `/api/agendas/cpe-info/${id}`, { body: { credit_increment: 0.5 } });
    expect((await call('GET', `/api/course/${id}`)).body.cpeDetails).toMatchObject({ credit_increment: 0.5, total_credits: 2 });
  });

  it('only the course editors change the agenda', async () => {
    const id = await createCourse(as(server, admin));
    const moduleId = await addModule(as(server, admin), id);
    const coordinator = await server.login('coordinator');
    // The coordinator may view Finalized and Editing courses only: a Draft of the firm is refused, not hidden.
    expect((await as(server, coordinator)('PUT', `/api/agendas/module/remove/${moduleId}`)).status).toBe(403);
  });
});

describe('feedback', () => {
  it('a reviewer leaves feedback, the owner resolves it, and the icons follow', async () => {
    const id = await createCourse(as(server, instructor), { title: 'Feedback course' });
    await as(server, instructor)('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } });
    const added = await as(server, admin)('POST', `/api/agendas/feedback/${id}`, {
      body: { page_identifier: 'Agenda Details', feedback_note: 'Add a break.' },
    });
    expect(added.status).toBe(201);
    expect(
      (await as(server, admin)('POST', `/api/agendas/feedback/${id}`, { body: { page_identifier: 'Nowhere', feedback_note: 'x' } })).body
        .errors[0].field,
    ).toBe('body.page_identifier');
    expect(
      (
        await as(server, instructor)('POST', `/api/agendas/feedback/${id}`, {
          body: { page_identifier: 'Agenda Details', feedback_note: 'x' },
        })
      ).status,
    ).toBe(403);
    let list = (await as(server, instructor)('GET', `/api/agendas/feedback/${id}`)).body;
    expect(list).toEqual([
      expect.objectContaining({ page_identifier: 'Agenda Details', is_resolved: 0, Submitter: 'Ada Admin', feedback_note: 'Add a break.' }),
    ]);
    // Pending Signoff: the creator (CRS007 only) may not edit, so may not resolve; the reviewer may.
    expect(
      (await as(server, instructor)('PUT', `/api/agendas/feedback/resolve/${added.body.id}`, { body: { resolution_note: 'Done' } })).status,
    ).toBe(403);
    expect(
      (await as(server, admin)('PUT', `/api/agendas/feedback/resolve/${added.body.id}`, { body: { resolution_note: 'Done' } })).status,
    ).toBe(200);
    expect(
      (await as(server, admin)('PUT', `/api/agendas/feedback/resolve/${added.body.id}`, { body: { resolution_note: 'Again' } })).status,
    ).toBe(409);
    list = (await as(server, admin)('GET', `/api/agendas/feedback/${id}`)).body;
    expect(list[0]).toMatchObject({ is_resolved: 1, Resolver: 'Ada Admin', resolution_note: 'Done' });
    expect((await as(server, acmeAdmin)('GET', `/api/agendas/feedback/${id}`)).status).toBe(404);
  });
});
