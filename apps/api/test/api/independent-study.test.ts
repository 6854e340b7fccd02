import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addModule } from '../support/factories/courses.ts';
import { createProgram, createStudy, finalizableStudy, PASSING_COUNTS, writeExam } from '../support/factories/independent-study.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/** Independent studies in programs (issue 14): programs, creator-only Draft edits, NASBA self-study credits and minimums, workflow (the final exam and completion: self-study-exam.test.ts). */
let s: SignedIn;
let programId: number;

beforeAll(async () => {
  s = await startSignedIn();
  programId = await createProgram(as(s.server, s.instructor), 'Flow program');
});
afterAll(() => s?.server.close());

describe('independent study programs', () => {
  it('are opened by course staff, with the caller as submitter and owner, and list their studies', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Listed study' });
    const res = await as(s.server, s.admin)('GET', `/api/alt-programs/${programId}`);
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({
      internal_id: programId,
      title: 'Flow program',
      status: 'Open',
      submitter: 'Ian Instructor',
      program_owner: 'Ian Instructor',
      date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(res.body.studies).toContainEqual(
      expect.objectContaining({
        id,
        title: 'Listed study',
        course_status: 'Draft',
        request_status: 'Draft',
        request_type_name: 'New Independent Study',
      }),
    );
    expect(res.body.abilities).toEqual({ close: true, addStudy: true });
    expect((await as(s.server, s.learner)('POST', '/api/alt-programs', { body: { title: 'Mine' } })).status).toBe(403);
    expect((await as(s.server, s.learner)('GET', `/api/alt-programs/${programId}`)).status).toBe(403);
    const badOwner = await as(s.server, s.admin)('POST', '/api/alt-programs', { body: { title: 'x', owner_id: s.acmeAdmin.personId } });
    expect(badOwner.status).toBe(400);
    expect(badOwner.body.errors[0].field).toBe('body.owner_id');
  });

  it('close once (owner, submitter or CRS007); a closed program takes no new studies', async () => {
    const id = await createProgram(as(s.server, s.admin), 'To close', s.instructor.personId);
    await addPersonWithCodes(s.server, 'is.viewer', ['CRS053']);
    const viewer = await s.server.login('is.viewer');
    const refused = await as(s.server, viewer)('PUT', `/api/alt-programs/close/${id}`, { body: { updatedBy: viewer.personId } });
    expect(refused.status).toBe(403);
    const closed = await as(s.server, s.instructor)('PUT', `/api/alt-programs/close/${id}`, { body: { updatedBy: s.instructor.personId } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.status).toBe('Closed');
    const again = await as(s.server, s.instructor)('PUT', `/api/alt-programs/close/${id}`, { body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already closed/);
    const study = await as(s.server, s.admin)('POST', '/api/ind-study', {
      body: { program_id: id, title: 'Too late', request_type: 'New Independent Study' },
    });
    expect(study.status).toBe(409);
    expect(study.body.message).toMatch(/closed: it takes no new independent studies/);
    expect((await as(s.server, s.admin)('GET', `/api/alt-programs/${id}`)).body.abilities).toEqual({ close: false, addStudy: false });
  });

  it('search by text and status, newest first, with keyset paging', async () => {
    const call = as(s.server, s.admin);
    const a = await createProgram(call, 'Paged program A');
    const b = await createProgram(call, 'Paged program B');
    const first = await call('POST', '/api/alt-programs/search', { body: { text: 'paged program', status: 'Open', limit: 1 } });
    expect(first.body.items.map((r: { id: number }) => r.id)).toEqual([b]);
    const second = await call('POST', '/api/alt-programs/search', {
      body: { text: 'paged program', limit: 1, cursor: first.body.nextCursor },
    });
    expect(second.body.items.map((r: { id: number }) => r.id)).toEqual([a]);
    expect(second.body.nextCursor).toBeNull();
    const bad = await call('POST', '/api/alt-programs/search', { body: { cursor: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.cursor');
  });
});

describe('an independent study', () => {
  it('is created as a Draft QAS Self Study of its program, with its delivery class', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, {
      title: 'Header study',
      request_type: 'Revision of Existing Content',
    });
    const header = await as(s.server, s.admin)('GET', `/api/ind-study/header/${id}`);
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({
      internal_id: id,
      program_id: programId,
      program_title: 'Flow program',
      // Until it is submitted, its submitter is the staff member who requested it.
      submitted_by: 'Ian Instructor',
      submitted_on: null,
      request_type_name: 'Revision of Existing Content',
      agenda_type: 'US-CPE',
      delivery_method: 'QAS Self Study',
      course_status: 'Draft',
      request_status: 'Draft',
      created_by: s.instructor.personId,
      class_id: expect.any(Number),
      class_roster: 0,
    });
    const bad = await as(s.server, s.admin)('POST', '/api/ind-study', {
      body: { program_id: programId, title: 'x', request_type: 'New Independent Study', delivery_method_id: 999 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.delivery_method_id');
    // Not an independent study: a course id is 404 here.
    const course = (await as(s.server, s.admin)('POST', '/api/course', { body: { title: 'A course' } })).body.id;
    expect((await as(s.server, s.admin)('GET', `/api/ind-study/header/${course}`)).status).toBe(404);
  });

  it('is edited only by its creator and only while Draft, on its own routes and the shared steps', async () => {
    const id = await createStudy(as(s.server, s.instructor), programId, { title: 'Creator study' });
    const byAdmin = await as(s.server, s.admin)('PUT', `/api/ind-study/${id}`, { body: { title: 'Taken over' } });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toMatch(/only while Draft and only by its creator/);
    expect((await as(s.server, s.admin)('PUT', `/api/agendas/cpe-info/${id}`, { body: { polling_events: 1 } })).status).toBe(403);
    const mine = await as(s.server, s.instructor)('PUT', `/api/ind-study/${id}`, { body: { title: 'Renamed study', objectives: 'Learn' } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.title).toBe('Renamed study');
    await as(s.server, s.instructor)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'submit' } });
    const late = await as(s.server, s.instructor)('PUT', `/api/ind-study/self-study/${id}`, { body: { words: 100 } });
    expect(late.status).toBe(403);
  });

  it('is credited by the word-count formula with every input, by the self-study rule, from 0.5', async () => {
    const call = as(s.server, s.instructor);
    const id = await createStudy(call, programId, { title: 'Credit study' });
    const put = (body: object) => call('PUT', `/api/ind-study/self-study/${id}`, { body });
    // (9000/180 + 20 + 10 × 1.85) / 50 = 88.5 / 50 = 1.77 → 1.6 (fifths past the first credit; ADR 0051)
    expect((await put(PASSING_COUNTS)).body).toMatchObject({ credits: 1.6, required_review_questions: 5, required_exam_questions: 8 });
    // 4500 words are 25 minutes: exactly 0.5; one word fewer earns nothing at all.
    expect((await put({ words: 4500, media_minutes: 0, review_questions: 0 })).body.credits).toBe(0.5);
    expect((await put({ words: 4499 })).body.credits).toBe(0);
    // (36000/180 + 30 + 20 × 1.85) / 50 = 267 / 50 = 5.34 → 5.2
    expect((await put({ words: 36000, media_minutes: 30, review_questions: 20 })).body).toMatchObject({
      credits: 5.2,
      required_review_questions: 16,
      required_exam_questions: 26,
    });
    // The final exam's questions count too (issue 27): (50 + 20 + (10 + 10) × 1.85) / 50 = 2.14 → 2.0.
    await put(PASSING_COUNTS);
    await writeExam(call, id, 10);
    expect((await put(PASSING_COUNTS)).body).toMatchObject({ credits: 2, required_review_questions: 6, required_exam_questions: 10 });
    const bad = await put({ words: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.words');
  });

  it('is finalized only when the checklist passes, NASBA minimums included', async () => {
    const id = await finalizableStudy(as(s.server, s.instructor), programId, s.admin.personId, 'Checklist study');
    await as(s.server, s.instructor)('PUT', `/api/ind-study/self-study/${id}`, { body: { review_questions: 4 } });
    await writeExam(as(s.server, s.instructor), id, 2);
    expect((await as(s.server, s.instructor)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'submit' } })).status).toBe(200);
    const record = await as(s.server, s.admin)('GET', `/api/ind-study/${id}`);
    expect(record.status).toBe(200);
    const row = (section: string) => record.body.checklist.find((c: { section: string }) => c.section === section);
    expect(row('Final Exam Questions')).toMatchObject({ validation_status: 'FAIL' });
    expect(row('Review Questions').message).toMatch(/At least \d+ review questions/);
    expect(record.body.checklist.at(-1)).toMatchObject({ section: 'Passed Approval', validation_status: 'FAIL' });
    expect(record.body.abilities).toMatchObject({ edit: false, finalize: true, notApprove: true });
    expect(record.body.course.courseHeader.id).toBe(id);
    expect(record.body.program).toEqual({ id: programId, title: 'Flow program', status: 'Open' });
    // The Approval step (the course's validation route) shows the same list.
    expect((await as(s.server, s.admin)('GET', `/api/agendas/validation/${id}`)).body).toEqual(record.body.checklist);
    const refused = await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'finalize' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Final Exam Questions/);
    // The requester may not sign off (CRS043); the signer returns it, the creator fixes the counts.
    expect((await as(s.server, s.instructor)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'finalize' } })).status).toBe(403);
    expect((await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'return' } })).body.course_status).toBe(
      'Draft',
    );
    await as(s.server, s.instructor)('PUT', `/api/ind-study/self-study/${id}`, { body: PASSING_COUNTS });
    await writeExam(as(s.server, s.instructor), id);
    await as(s.server, s.instructor)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'submit', comment: 'Fixed' } });
    const done = await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'finalize' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.course_status).toBe('Finalized');
    const header = (await as(s.server, s.admin)('GET', `/api/ind-study/header/${id}`)).body;
    expect(header).toMatchObject({ submitted_by: 'Ian Instructor', submitter_id: s.instructor.personId, request_status: 'Approved' });
    const finalized = (await as(s.server, s.admin)('GET', `/api/course/${id}`)).body.courseHeader.finalization_date;
    // The demo tenant keeps content 2 years.
    expect(header.content_exp_date).toBe(`${Number(finalized.slice(0, 4)) + 2}${finalized.slice(4)}`);
    const history = (await as(s.server, s.admin)('GET', `/api/course/workflow-history/${id}`)).body.map(
      (h: { action: string }) => h.action,
    );
    expect(history.slice(0, 4)).toEqual(['finalize', 'submit', 'return', 'submit']);
    const again = await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'notApprove' } });
    expect(again.status).toBe(403);
  });

  it('can be closed Not Approved, which ends it', async () => {
    const call = as(s.server, s.instructor);
    const id = await createStudy(call, programId, { title: 'Rejected study' });
    await addModule(call, id);
    await call('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'submit' } });
    const res = await as(s.server, s.admin)('PUT', `/api/ind-study/workflow/${id}`, {
      body: { action: 'notApprove', comment: 'Out of scope' },
    });
    expect(res.body).toEqual({ message: 'Independent study closed as Not Approved', course_status: 'Not Approved' });
    expect((await as(s.server, s.admin)('GET', `/api/ind-study/header/${id}`)).body.request_status).toBe('Not Approved');
    expect((await call('PUT', `/api/ind-study/workflow/${id}`, { body: { action: 'submit' } })).status).toBe(403);
  });
});
