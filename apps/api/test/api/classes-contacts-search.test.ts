import { CLASS_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, dayFromToday, uploadClassDocument } from '../support/factories/classes.ts';
import { addModule, courseIdByTitle, createCourse, finalizedUsCpeGroupLive } from '../support/factories/courses.ts';
import { addPersonWithCodes, generatedLearners } from '../support/factories/people.ts';
import { putOnRoster } from '../support/factories/roster.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * A class's contacts, instructors and segments, its checklist and documentation, class
 * search, the course's Classes and Roster steps, the audit trail and tenancy, through the
 * API (its statuses and the class calls). Creation, details and voiding are in classes-details.test.ts.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

describe('contacts, instructors and segments', () => {
  it('adds contacts in class roles only, and warns below one dedicated monitor per 100 learners', async () => {
    const call = as(server, coordinator);
    const id = await createClass(call);
    const staff = (await call('GET', `/api/class/staff/${id}`)).body;
    expect(staff.roles.map((r: { role_name: string }) => r.role_name)).toContain('Dedicated Attendance Monitor (100:1)');
    expect((await call('POST', `/api/class/staff/${id}`, { body: { person_id: coordinator.personId, role_id: 20 } })).status).toBe(201);
    const dedicated = await call('POST', `/api/class/staff/${id}`, { body: { person_id: instructor.personId, role_id: 22 } });
    expect(dedicated.status).toBe(201);
    expect((await call('POST', `/api/class/staff/${id}`, { body: { person_id: instructor.personId, role_id: 22 } })).status).toBe(409);
    const wrongRole = await call('POST', `/api/class/staff/${id}`, { body: { person_id: instructor.personId, role_id: 2 } });
    expect([wrongRole.status, wrongRole.body.errors[0].field]).toEqual([400, 'body.role_id']);
    await putOnRoster(server, id, await generatedLearners(server, 101));
    const listed = (await call('GET', `/api/class/staff/${id}`)).body;
    expect(listed.contacts.map((c: { kind: string }) => c.kind).sort()).toEqual(['coordinator', 'dedicated-monitor']);
    const message = CLASS_MESSAGES.dedicatedMonitorsShort(2, 1);
    expect(listed.monitors).toMatchObject({ dedicated: 1, dedicatedNeeded: 2, warning: true, message });
    expect((await call('PUT', `/api/class/staff/remove/${dedicated.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/class/staff/${id}`)).body.contacts).toHaveLength(1);
    expect((await as(server, learner)('GET', `/api/class/staff/${id}`)).status).toBe(403);
  });

  it("lists segments by class day from the course's agenda, with class or course instructors", async () => {
    const call = as(server, admin);
    const id = await createClass(call);
    const segments = (await call('GET', `/api/class/segments/${id}`)).body;
    expect(segments.map((s: { day: number; title: string }) => [s.day, s.title])).toEqual([
      [1, 'Leading through change'],
      [1, 'Coaching conversations'],
    ]);
    expect(segments[0]).toMatchObject({ date: dayFromToday(7), start_time: '13:00', is_credit_qualified: true });
    expect(segments[0].instructors).toEqual([{ person_id: instructor.personId, name: 'Ian Instructor' }]);
    const modules = (await call('GET', `/api/class-modules/${id}`)).body;
    const first = modules[0].module_id;
    expect(
      (await call('PUT', `/api/class/module-instructors/${id}`, { body: { module_id: first, person_ids: [coordinator.personId] } })).status,
    ).toBe(200);
    const again = (await call('GET', `/api/class/segments/${id}`)).body;
    expect(again[0].instructors.map((p: { person_id: number }) => p.person_id)).toEqual([coordinator.personId]);
    expect((await call('GET', `/api/class-modules/${id}`)).body[0].instructors).toHaveLength(1);
    const foreign = await createCourse(call, { title: 'Other agenda' });
    const otherModule = await addModule(call, foreign);
    const bad = await call('PUT', `/api/class/module-instructors/${id}`, { body: { module_id: otherModule, person_ids: [] } });
    expect(bad.status).toBe(400);
    expect(
      (await call('PUT', `/api/class/instructor/${id}`, { body: { person_ids: [instructor.personId, coordinator.personId] } })).status,
    ).toBe(200);
    expect((await call('GET', `/api/class/instructor/${id}`)).body).toHaveLength(2);
    await call('PUT', `/api/class/instructor/${id}`, { body: { person_ids: [instructor.personId] } });
    // The instructor credit summary: each instructor with the credits of the modules they teach.
    expect((await call('GET', `/api/class/instructor/${id}`)).body).toEqual([
      {
        person_id: coordinator.personId,
        name: 'Cora Coordinator',
        preferred: false,
        total_credits: 2,
        credits: [{ credits: 2, subject_area: { subject_short_name: 'PD' } }],
      },
      {
        person_id: instructor.personId,
        name: 'Ian Instructor',
        preferred: true,
        total_credits: 2,
        credits: [{ credits: 2, subject_area: { subject_short_name: 'HR' } }],
      },
    ]);
  });
});

describe('the class checklist and documentation', () => {
  it("checks roster, attendance, documentation and monitors, then adds 'Passed Approval'", async () => {
    const call = as(server, coordinator);
    const courseId = await finalizedUsCpeGroupLive(server, admin, instructor);
    const id = await createClass(as(server, admin), { course_id: courseId });
    const status = async () =>
      Object.fromEntries(
        ((await call('GET', `/api/class/validation/${id}`)).body as { section: string; validation_status: string }[]).map((r) => [
          r.section,
          r.validation_status,
        ]),
      );
    expect(await status()).toEqual({
      'Class Details': 'PASS',
      Roster: 'FAIL',
      Attendance: 'PASS',
      Documentation: 'FAIL',
      Monitors: 'PASS',
      'Class Status': 'PASS',
      Agenda: 'PASS',
      // The attestation rows Certify checks too (one rule: classCertification).
      Instructors: 'FAIL',
      Coordinator: 'FAIL',
      'Passed Approval': 'FAIL',
    });
    const learners = await generatedLearners(server, 101);
    await putOnRoster(server, id, learners.slice(0, 100), [1, 2]);
    await putOnRoster(server, id, learners.slice(100), [1]);
    // In the room, attendance on the roster is the monitoring; over two-way video 101 learners need two dedicated monitors (ADR 0051).
    expect(await status()).toMatchObject({ Roster: 'PASS', Attendance: 'FAIL', Monitors: 'PASS' });
    await server.db.asOwner((tx) => tx.query('UPDATE classes SET delivered_virtually = true WHERE id = $1', [id]));
    expect(await status()).toMatchObject({ Monitors: 'FAIL' });
    await server.db.asOwner((tx) => tx.query('UPDATE classes SET delivered_virtually = false WHERE id = $1', [id]));
    const docs = (await call('GET', `/api/docs/class/${id}`)).body;
    expect(docs.attachmentTypes).toEqual([{ id: 32, name: 'Class Documentation' }]);
    const missing = await uploadClassDocument(server, coordinator, 0);
    expect(missing.status).toBe(400);
    const uploaded = await uploadClassDocument(server, coordinator, id);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.message).toBe('Document Successfully Uploaded');
    expect((await call('GET', `/api/docs/class/${id}`)).body.documents).toEqual([
      expect.objectContaining({ attachment_type_id: 32, doc_name: 'sign-in.txt' }),
    ]);
    expect((await uploadClassDocument(server, learner, id)).status).toBe(404);
    // The document downloads through its class, and is removed (kept, marked removed) by an editor of the class.
    const file = await as(server, coordinator)('GET', `/api/docs/download/${uploaded.body.id}`);
    expect(file.body).toBe('sign-in sheet');
    expect((await as(server, learner)('GET', `/api/docs/download/${uploaded.body.id}`)).status).toBe(404);
    const rows = (await call('GET', `/api/class/validation/${id}`)).body;
    expect(rows.find((r: { section: string }) => r.section === 'Documentation').validation_status).toBe('PASS');
    expect(rows.at(-1)).toMatchObject({ section: 'Passed Approval', validation_status: 'FAIL' });
  });
});

describe('class search', () => {
  it('filters by text, status, days, person and course, pages by start date, and exports CSV safely', async () => {
    const call = as(server, admin);
    const courseId = await courseIdByTitle(call);
    const ids: number[] = [];
    for (const [i, title] of ['Zephyr one', 'Zephyr two', '=Zephyr(three)'].entries())
      ids.push(
        await createClass(call, { class_title: title, days: [{ date: dayFromToday(40 + i), start_time: '09:00', end_time: '10:00' }] }),
      );
    const first = await call('GET', '/api/class/search?search_text=zephyr&limit=2');
    expect(first.body.items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const second = await call('GET', `/api/class/search?search_text=zephyr&limit=2&after=${first.body.nextCursor}`);
    expect(second.body.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(second.body.nextCursor).toBeNull();
    expect((await call('GET', `/api/class/search?search_text=${ids[1]}`)).body.items.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await call('GET', `/api/class/search?search_text=zephyr&date=${dayFromToday(41)}`)).body.items).toHaveLength(1);
    const range = await call('GET', `/api/class/search?search_text=zephyr&date_from=${dayFromToday(41)}&date_to=${dayFromToday(45)}`);
    expect(range.body.items).toHaveLength(2);
    await putOnRoster(server, ids[0] as number, [learner.personId]);
    const byPerson = await call('GET', `/api/class/search?search_text=zephyr&person_id=${learner.personId}`);
    expect(byPerson.body.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await call('GET', `/api/class/search?search_text=zephyr&course_id=${courseId}&status=Voided`)).body.items).toEqual([]);
    const seeded = await call('GET', '/api/class/search?status=Certified');
    expect(seeded.body.items.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/class/search?after=not*a*cursor')).status).toBe(400);
    const csv = await call('GET', '/api/class/search/export?search_text=zephyr');
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('Class ID,Title,Status,Course,Start Date,End Date,Timezone,LMS ID,Alternate ID,Roster Count');
    expect(lines[1]).toContain(`${ids[2]},"'=Zephyr(three)",Uncertified`);
    expect((await as(server, learner)('GET', '/api/class/search')).status).toBe(403);
  });

  it('shows someone without a see-all code only the classes they teach or are a contact of', async () => {
    const username = 'hpt.only';
    await addPersonWithCodes(server, username, ['CRS007', 'HPT005']);
    const reader = await server.login(username);
    const mine = await createClass(as(server, admin), { class_title: 'Taught by Hana' });
    const other = await createClass(as(server, admin), { class_title: 'Not for Hana' });
    await as(server, admin)('PUT', `/api/class/instructor/${mine}`, { body: { person_ids: [reader.personId] } });
    const found = (await as(server, reader)('GET', '/api/class/search?limit=100')).body.items.map((r: { id: number }) => r.id);
    expect(found).toEqual([mine]);
    expect((await as(server, reader)('GET', `/api/class/${mine}`)).status).toBe(200);
    expect((await as(server, reader)('GET', `/api/class/${other}`)).status).toBe(404);
  });
});

describe("the course's Classes step, the audit trail and tenancy", () => {
  it("lists a course's classes with status, dates and roster count", async () => {
    const call = as(server, coordinator);
    const courseId = await courseIdByTitle(call, 'Lease Accounting Self Study');
    const id = await createClass(as(server, admin), { course_id: courseId, class_title: 'Lease step class' });
    const res = await call('GET', `/api/course/classes/${courseId}`);
    expect(res.status).toBe(200);
    const row = res.body.find((r: { id: number }) => r.id === id);
    const dates = { start_date: dayFromToday(7), end_date: dayFromToday(8) };
    expect(row).toMatchObject({ class_title: 'Lease step class', status: 'Uncertified', ...dates, roster_count: 0 });
    expect(res.body.map((r: { status: string }) => r.status)).toEqual(expect.arrayContaining(['Certified', 'Voided']));
    expect((await as(server, learner)('GET', `/api/course/classes/${courseId}`)).status).toBe(403);
  });

  it("lists the learners of the course's classes with the days they attended (the course's Roster step)", async () => {
    const call = as(server, coordinator);
    const courseId = await courseIdByTitle(call, 'Lease Accounting Self Study');
    const id = await createClass(as(server, admin), { course_id: courseId, class_title: 'Lease roster class' });
    const learners = await generatedLearners(server, 2);
    await putOnRoster(server, id, learners, [1]);
    const rows = (await call('GET', `/api/course/roster/${courseId}`)).body.filter((r: { class_id: number }) => r.class_id === id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ class_title: 'Lease roster class', class_status: 'Uncertified', attended_days: 1, class_days: 2 });
    expect((await as(server, learner)('GET', `/api/course/roster/${courseId}`)).status).toBe(403);
  });

  it('reads the class audit trail through /audit-info with type 3', async () => {
    const id = await createClass(as(server, admin));
    await as(server, admin)('POST', `/api/class/staff/${id}`, { body: { person_id: coordinator.personId, role_id: 20 } });
    const res = await as(server, coordinator)('POST', '/api/audit-info', { body: { learningObjectId: id, refLearningObjectId: 3 } });
    expect(res.status).toBe(200);
    const entities = new Set(res.body.map((r: { entity: string }) => r.entity));
    // The class took its agenda's module instructors when it was made (issue 27).
    expect(entities).toEqual(new Set(['classes', 'class_days', 'attendance_codes', 'class_instructors', 'class_contacts']));
  });

  it("hides another tenant's classes as not found and leaves them unchanged", async () => {
    const id = await createClass(as(server, admin), { class_title: 'Demo only' });
    const acme = as(server, acmeAdmin);
    for (const [method, path, body] of [
      ['GET', `/api/class/${id}`],
      ['PUT', `/api/class/${id}`, { in_title: 'Taken' }],
      ['PUT', `/api/class/${id}`, { in_void_class: true }],
      ['GET', `/api/class/staff/${id}`],
      ['GET', `/api/class/segments/${id}`],
      ['GET', `/api/class/validation/${id}`],
      ['GET', `/api/docs/class/${id}`],
      ['POST', '/api/audit-info', { learningObjectId: id, refLearningObjectId: 3 }],
    ] as [string, string, unknown?][])
      expect((await acme(method, path, { body })).status, `${method} ${path}`).toBe(404);
    expect((await acme('GET', '/api/class/search?limit=100')).body.items.map((r: { id: number }) => r.id)).not.toContain(id);
    const { rows } = await server.db.asOwner((tx) => tx.query('SELECT class_title, status FROM classes WHERE id = $1', [id]));
    expect(rows).toEqual([{ class_title: 'Demo only', status: 'Uncertified' }]);
  });
});
