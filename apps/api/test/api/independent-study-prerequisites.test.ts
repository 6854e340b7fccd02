import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addModule } from '../support/factories/courses.ts';
import { createProgram, createStudy, finalizableStudy } from '../support/factories/independent-study.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/**
 * Issue 27's newcomer findings on independent studies: an Intermediate module calls for
 * prerequisites (the checklist's CPE Information row), which the study's own CPE Information
 * (PUT /ind-study/self-study/{id}) must let its creator enter, or Finalize is a dead end; and
 * the header names the staff member who requested the study before anyone submitted it.
 */
let s: SignedIn;
let programId: number;

beforeAll(async () => {
  s = await startSignedIn();
  programId = await createProgram(as(s.server, s.instructor), 'Prerequisites program');
});
afterAll(() => s?.server.close());

const cpeRow = (checklist: { section: string; validation_status: string; message: string }[]) =>
  checklist.find((c) => c.section === 'CPE Information');

describe('an independent study with an Intermediate module', () => {
  it('takes its prerequisites on CPE Information and is then finalized', async () => {
    const call = as(s.server, s.instructor);
    const id = await finalizableStudy(call, programId, s.admin.personId, 'Intermediate study');
    await addModule(call, id, { title: 'Intermediate part', start_time: '11:00', end_time: '11:50', knowledge_level_id: 2 });
    const before = (await call('GET', `/api/ind-study/${id}`)).body;
    expect(before.selfStudy).toMatchObject({ prerequisites: null, prerequisites_required: true });
    expect(cpeRow(before.checklist)).toMatchObject({
      validation_status: 'FAIL',
      message: expect.stringMatching(/Prerequisites are required/),
    });

    const bad = await call('PUT', `/api/ind-study/self-study/${id}`, { body: { prerequisites: 'not JSON' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.prerequisites');

    const saved = await call('PUT', `/api/ind-study/self-study/${id}`, { body: { prerequisites: '["Basic ethics knowledge"]' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ prerequisites: '["Basic ethics knowledge"]', prerequisites_required: true });
    // The counts are left as they were: only the fields sent change.
    expect(saved.body.credits).toBeGreaterThan(0);
    const after = (await call('GET', `/api/ind-study/${id}`)).body;
    expect(cpeRow(after.checklist)?.validation_status).toBe('PASS');
    expect(after.course.courseHeader.prerequisites).toBe('["Basic ethics knowledge"]');

    expect((await call('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'submit' } })).status).toBe(200);
    const done = await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'finalize' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.course_status).toBe('Finalized');
  });

  it('a Basic-only study needs none', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Basic study' });
    await addModule(as(s.server, s.instructor), id);
    expect((await as(s.server, s.instructor)('GET', `/api/ind-study/${id}`)).body.selfStudy.prerequisites_required).toBe(false);
  });

  it('its prerequisites are its creator’s to change while Draft', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Not yours' });
    const res = await as(s.server, s.admin)('PUT', `/api/ind-study/self-study/${id}`, { body: { prerequisites: '["x"]' } });
    expect(res.status).toBe(403);
  });
});

describe('the header of a study nobody has submitted yet', () => {
  it('names the staff member who requested it as requestor and submitter', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Requested study' });
    const header = (await as(s.server, s.admin)('GET', `/api/ind-study/header/${id}`)).body;
    expect(header).toMatchObject({
      created_by: s.instructor.personId,
      created_by_name: 'Ian Instructor',
      submitted_by: 'Ian Instructor',
      submitter_id: s.instructor.personId,
      submitted_on: null,
    });
    // GET /ind-study/{id} carries the same header, and the program lists the same name.
    expect((await as(s.server, s.admin)('GET', `/api/ind-study/${id}`)).body.header.submitted_by).toBe('Ian Instructor');
    const program = (await as(s.server, s.admin)('GET', `/api/alt-programs/${programId}`)).body;
    expect(program.studies.find((r: { id: number }) => r.id === id)?.submitted_by).toBe('Ian Instructor');
  });
});
