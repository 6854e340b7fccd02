import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addModule, createCourse } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Who may see a course (issue 11): the people a course names see it read-only in every
 * status; a course of the firm that someone may not see answers 403, never 404; another
 * firm's course stays 404. The demo coordinator holds CRS053 and FIN030: Finalized and
 * Editing courses only, by permission.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, acmeAdmin } = await startSignedIn());
});
afterAll(() => server.close());

/** A Group Live course in Pending Signoff with one module, made by the instructor and submitted. */
async function pendingCourse(title: string): Promise<number> {
  const id = await createCourse(as(server, instructor), { title });
  await addModule(as(server, instructor), id);
  const submitted = await as(server, instructor)('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } });
  expect(submitted.status).toBe(200);
  return id;
}

const searchIds = async (s: Session, text: string) =>
  ((await as(server, s)('GET', `/api/course/search?search_text=${encodeURIComponent(text)}&limit=100`)).body.items as { id: number }[]).map(
    (r) => r.id,
  );

describe('a coordinator who reviews the content of a Pending Signoff course', () => {
  it('opens it read-only instead of getting "not found", and finds it in course search', async () => {
    const id = await pendingCourse('Reviewed by the coordinator');
    const before = await as(server, coordinator)('GET', `/api/course/${id}`);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('You may not view a course in status Pending Signoff.');
    expect(await searchIds(coordinator, 'Reviewed by the coordinator')).toEqual([]);

    const review = await as(server, admin)('POST', `/api/agendas/content-review/${id}`, {
      body: { day: 1, reviewer_id: coordinator.personId },
    });
    expect(review.status).toBe(201);

    const call = as(server, coordinator);
    const course = await call('GET', `/api/course/${id}`);
    expect(course.status).toBe(200);
    expect(course.body.courseHeader.course_status).toBe('Pending Signoff');
    expect(course.body.abilities).toMatchObject({ view: true, edit: false, finalize: false, return: false, editContentReview: false });
    for (const path of [`/api/agendas/cpe-info/${id}`, `/api/agendas/review-status/${id}`, `/api/agendas/feedback/${id}`]) {
      expect((await call('GET', path)).status, path).toBe(200);
    }
    expect((await call('POST', '/api/audit-info', { body: { learningObjectId: id, refLearningObjectId: 1 } })).status).toBe(200);
    // Read-only: writes are refused with the reason, not hidden.
    const edit = await call('PUT', `/api/course/${id}`, { body: { title: 'Changed by a reviewer' } });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('You may not edit a course in status Pending Signoff.');
    expect(await searchIds(coordinator, 'Reviewed by the coordinator')).toEqual([id]);
  });
});

describe('contacts and the IRS CE approver', () => {
  it('see the course they are named on, whatever its status', async () => {
    const contact = await createCourse(as(server, instructor), { title: 'Coordinator as contact' });
    expect((await as(server, coordinator)('GET', `/api/course/${contact}`)).status).toBe(403);
    const added = await as(server, instructor)('POST', `/api/course/person/add/${contact}`, {
      body: { personId: coordinator.personId, contactRole: 'Coordinator' },
    });
    expect(added.status).toBe(201);
    expect((await as(server, coordinator)('GET', `/api/course/${contact}`)).body.abilities).toMatchObject({ view: true, edit: false });

    // The demo coordinator is the tenant's common IRS CE approver (role 26).
    const irs = await createCourse(as(server, admin), { title: 'Coordinator as IRS CE approver' });
    expect((await as(server, coordinator)('GET', `/api/course/${irs}`)).status).toBe(403);
    const assigned = await as(server, admin)('PUT', '/api/course/irs-program/reviewer/assign', {
      body: { agendaId: irs, reviewerId: coordinator.personId },
    });
    expect(assigned.status).toBe(200);
    expect((await as(server, coordinator)('GET', `/api/course/${irs}`)).status).toBe(200);
    expect(await searchIds(coordinator, 'Coordinator as')).toEqual(expect.arrayContaining([contact, irs]));
  });
});

describe('courses one may not see', () => {
  it('answer 403 within the firm for the course and its steps, and 404 to another firm', async () => {
    const id = await pendingCourse('Nobody told the coordinator');
    const moduleId = (await as(server, admin)('GET', `/api/course/${id}`)).body.agenda[0].modules[0].module_id as number;
    for (const [method, path, body] of [
      ['GET', `/api/course/${id}`],
      ['GET', `/api/agendas/cpe-info/${id}`],
      ['GET', `/api/course/workflow-history/${id}`],
      ['POST', '/api/audit-info', { learningObjectId: id, refLearningObjectId: 1 }],
      ['PUT', `/api/agendas/module/remove/${moduleId}`],
    ] as [string, string, unknown?][]) {
      expect((await as(server, coordinator)(method, path, { body })).status, `${method} ${path}`).toBe(403);
      expect((await as(server, acmeAdmin)(method, path, { body })).status, `acme ${method} ${path}`).toBe(404);
    }
    // A related person of the other firm does not exist there: still 404.
    expect((await as(server, acmeAdmin)('GET', '/api/course/2147483647')).status).toBe(404);
  });
});
