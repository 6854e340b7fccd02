import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classRoutes } from '../../src/modules/classes/routes.ts';
import { removeDocument } from '../../src/modules/documents/remove-document.ts';
import { uploadDocument } from '../../src/modules/documents/upload-document.ts';
import { createClass, uploadClassDocument } from '../support/factories/classes.ts';
import { courseIdByTitle } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The class policy against an instructor (ADR 0015): the demo Instructor holds course
 * codes and HPT005 but no class code. On a class they do not teach, every class write
 * is refused (403, or 404 where the class is hidden) and changes nothing, and its
 * attendance codes stay unread. On a class they teach, they take attendance while it is
 * Uncertified, and nothing else.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner } = await startSignedIn());
});
afterAll(() => server?.close());

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

/** Everything a write could change about one class, and the firm's class count (POST /class). */
async function snapshot(classId: number): Promise<unknown> {
  const of = (table: string, order: string, where = 'class_id = $1') =>
    owner(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${order}`, [classId]);
  return {
    classes: await owner('SELECT count(*)::int AS n FROM classes'),
    cls: await of('classes', 'id', 'id = $1'),
    days: await of('class_days', 'day'),
    contacts: await of('class_contacts', 'id'),
    instructors: await of('class_instructors', 'id'),
    roster: await of('class_roster', 'id'),
    attendance: await of('roster_attendance', 'roster_id, day', 'roster_id IN (SELECT id FROM class_roster WHERE class_id = $1)'),
    missed: await of('roster_missed_times', 'id', 'roster_id IN (SELECT id FROM class_roster WHERE class_id = $1)'),
    codes: await of('attendance_codes', 'id'),
    documents: await of('documents', 'id', 'learning_object_type_id = 3 AND learning_object_id = $1'),
    syncs: await of('lms_sync_requests', 'id', 'learning_object_type_id = 3 AND learning_object_id = $1'),
  };
}

/** A class of the demo tenant with a learner, attendance, missed time, a contact, a document and codes, taught by `teacher`. */
async function furnishedClass(teacher: Session, title: string) {
  const call = as(server, admin);
  const classId = await createClass(call, { class_title: title });
  // The class took its agenda's module instructors (the demo Instructor): it names `teacher` for each module instead.
  for (const m of (await call('GET', `/api/class-modules/${classId}`)).body as { module_id: number }[])
    expect(
      (await call('PUT', `/api/class/module-instructors/${classId}`, { body: { module_id: m.module_id, person_ids: [teacher.personId] } }))
        .status,
    ).toBe(200);
  expect((await call('PUT', `/api/class/instructor/${classId}`, { body: { person_ids: [teacher.personId] } })).status).toBe(200);
  const added = await call('POST', `/api/class/participant/${classId}`, {
    body: { in_person_id: learner.personId, in_is_external_learner: 0 },
  });
  const rosterId: number = added.body.class_roster_id;
  await call('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } });
  const missed = await call('POST', `/api/class/missed-time/${rosterId}`, {
    body: { in_day: 1, in_start_at: '14:00', in_returned_at: '14:10' },
  });
  const contact = await call('POST', `/api/class/staff/${classId}`, { body: { person_id: coordinator.personId, role_id: 20 } });
  const doc = await uploadClassDocument(server, admin, classId);
  const codes = (await call('GET', `/api/class/attendance/codes/${classId}`)).body as { attendance_code_id: number }[];
  const moduleId: number = (await call('GET', `/api/class-modules/${classId}`)).body[0].module_id;
  const courseId: number = (await call('GET', `/api/class/${classId}`)).body.classSummary.course_id;
  for (const res of [added, missed, contact, doc]) expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    classId,
    rosterId,
    missedTimeId: missed.body.id as number,
    contactId: contact.body.id as number,
    docId: doc.body.id as number,
    codeId: codes[0]?.attendance_code_id as number,
    moduleId,
    courseId,
  };
}

type Furnished = Awaited<ReturnType<typeof furnishedClass>>;
type Attack = (c: Furnished) => { path: string; body?: unknown } | 'upload';

const sync = { in_lms: 'SAP', in_class_status: 'Uncertified', in_created_by: 1, in_action: 'manualClassSync' };

/** One request per class write route, keyed as the route is declared. */
const ATTACKS: Record<string, Attack> = {
  'POST /class': (c) => ({
    path: '/api/class',
    body: {
      course_id: c.courseId,
      class_title: 'Made by an instructor',
      timezone: 'America/New_York',
      days: [{ date: '2030-01-02', start_time: '09:00', end_time: '10:00' }],
    },
  }),
  'PUT /class/:id': (c) => ({ path: `/api/class/${c.classId}`, body: { in_title: 'Renamed by an instructor' } }),
  'PUT /class/instructor/:id': (c) => ({ path: `/api/class/instructor/${c.classId}`, body: { person_ids: [instructor.personId] } }),
  'PUT /class/module-instructors/:id': (c) => ({
    path: `/api/class/module-instructors/${c.classId}`,
    body: { module_id: c.moduleId, person_ids: [instructor.personId] },
  }),
  'POST /class/staff/:id': (c) => ({ path: `/api/class/staff/${c.classId}`, body: { person_id: instructor.personId, role_id: 21 } }),
  'PUT /class/staff/remove/:contactId': (c) => ({ path: `/api/class/staff/remove/${c.contactId}` }),
  'PUT /class/certify/:id': (c) => ({
    path: `/api/class/certify/${c.classId}`,
    body: { updatedBy: 1, cq_duration: 200, sponsor: 'Instructor', lmsId: null, classID2: 'ALT-I', instructors: [] },
  }),
  'POST /class/import/sap/:id': (c) => ({ path: `/api/class/import/sap/${c.classId}`, body: sync }),
  'POST /class/import/sap/allDetails/:id': (c) => ({ path: `/api/class/import/sap/allDetails/${c.classId}`, body: sync }),
  'POST /class/participant/:classId': (c) => ({
    path: `/api/class/participant/${c.classId}`,
    body: { in_person_id: instructor.personId, in_is_external_learner: 0 },
  }),
  'PUT /class/roster/remove/learner/:classRosterId': (c) => ({ path: `/api/class/roster/remove/learner/${c.rosterId}`, body: {} }),
  'PUT /class/attendance/:rosterId': (c) => ({ path: `/api/class/attendance/${c.rosterId}`, body: { in_day: 1, in_did_attend: 0 } }),
  'PUT /class/attendance/all/:rosterId': (c) => ({ path: `/api/class/attendance/all/${c.rosterId}`, body: { in_did_attend: 1 } }),
  'POST /class/attendance/all-learners/:classId': (c) => ({
    path: `/api/class/attendance/all-learners/${c.classId}`,
    body: { in_did_attend: 0 },
  }),
  'POST /class/missed-time/:rosterId': (c) => ({
    path: `/api/class/missed-time/${c.rosterId}`,
    body: { in_day: 1, in_start_at: '15:00', in_returned_at: '15:10' },
  }),
  'PUT /class/missed-time/remove/:missedTimeId': (c) => ({ path: `/api/class/missed-time/remove/${c.missedTimeId}` }),
  'PUT /class/attendance/codes/:id': (c) => ({
    path: `/api/class/attendance/codes/${c.codeId}`,
    body: { attendance_code_id: c.codeId, expiration_date: null, aoa_expiration_date: null },
  }),
  'PUT /class/days/:id': (c) => ({
    path: `/api/class/days/${c.classId}`,
    body: { days: [{ date: '2030-02-01', start_time: '08:00', end_time: '09:00' }] },
  }),
  'POST /docs/class': () => 'upload',
  'PUT /docs/remove/:docId': (c) => ({ path: `/api/docs/remove/${c.docId}` }),
};

/**
 * Not staff changes of a class: a learner entering a code adds only themself; events only
 * report; the LMS status calls are reads sent as POST.
 */
const NOT_CLASS_WRITES = [
  'POST /class/attend-code',
  'POST /class/events',
  'POST /external-requests/status-by-loid',
  'POST /external-requests/status-by-type',
];

describe('the class policy against an instructor of another class', () => {
  it('lists every class write route (add a new one to ATTACKS)', () => {
    const writes = [...classRoutes, uploadDocument, removeDocument]
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !NOT_CLASS_WRITES.includes(key));
    expect(writes.sort()).toEqual(Object.keys(ATTACKS).sort());
  });

  it('refuses every class write (403 or 404) and changes nothing; the class codes stay unread', async () => {
    const other = await furnishedClass(coordinator, 'Taught by someone else');
    const before = await snapshot(other.classId);
    const call = as(server, instructor);
    for (const [route, attack] of Object.entries(ATTACKS)) {
      const req = attack(other);
      const res =
        req === 'upload'
          ? await uploadClassDocument(server, instructor, other.classId)
          : await call(route.split(' ')[0] as string, req.path, { body: req.body });
      expect([403, 404], `${route}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    expect(await snapshot(other.classId)).toEqual(before);

    expect((await call('GET', `/api/class/attendance/codes/${other.classId}`)).status).toBe(403);
    const seen = await call('GET', `/api/class/${other.classId}`);
    expect(seen.body.abilities).toMatchObject({
      edit: false,
      markAttendance: false,
      seeCodes: false,
      sync: false,
      void: false,
      certify: false,
    });
  });
});

describe('the instructor of the class', () => {
  it('takes attendance and sees the codes while Uncertified, and changes nothing else', async () => {
    const mine = await furnishedClass(instructor, 'Taught by Ian');
    const call = as(server, instructor);
    const read = await call('GET', `/api/class/${mine.classId}`);
    expect(read.body.abilities).toMatchObject({ edit: false, markAttendance: true, seeCodes: true, certify: false, editCodeExpiry: false });
    expect((await call('GET', `/api/class/attendance/codes/${mine.classId}`)).status).toBe(200);

    const attendance = [
      ['PUT', `/api/class/attendance/${mine.rosterId}`, { in_day: 2, in_did_attend: 1 }],
      ['PUT', `/api/class/attendance/all/${mine.rosterId}`, { in_did_attend: 1 }],
      ['POST', `/api/class/attendance/all-learners/${mine.classId}`, { in_did_attend: 1, in_day: 1 }],
      ['POST', `/api/class/missed-time/${mine.rosterId}`, { in_day: 2, in_start_at: '15:00', in_returned_at: '15:20' }],
      ['PUT', `/api/class/missed-time/remove/${mine.missedTimeId}`, undefined],
    ] as const;
    for (const [method, path, body] of attendance) {
      const res = await call(method, path, { body });
      expect([200, 201], `${method} ${path}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    const missed = await owner<{ day: number; start_at: string }>(
      'SELECT day, start_at FROM roster_missed_times WHERE roster_id = $1 ORDER BY day',
      [mine.rosterId],
    );
    expect(missed.map((m) => [m.day, m.start_at.slice(0, 5)])).toEqual([[2, '15:00']]);

    // Their own class's details, roster, staff and documents are still not theirs to change.
    const before = await snapshot(mine.classId);
    for (const route of [
      'PUT /class/:id',
      'POST /class/participant/:classId',
      'POST /class/staff/:id',
      'PUT /class/instructor/:id',
      'PUT /docs/remove/:docId',
    ]) {
      const req = ATTACKS[route]?.(mine);
      if (!req || req === 'upload') throw new Error(route);
      expect((await call(route.split(' ')[0] as string, req.path, { body: req.body })).status, route).toBe(403);
    }
    expect(await snapshot(mine.classId)).toEqual(before);
  });

  it('takes no attendance once the class is Certified; someone who runs classes still may', async () => {
    const mine = await furnishedClass(instructor, 'Certified, taught by Ian');
    await owner("UPDATE classes SET status = 'Certified' WHERE id = $1", [mine.classId]);
    const before = await snapshot(mine.classId);
    const mark = (s: Session) => as(server, s)('PUT', `/api/class/attendance/${mine.rosterId}`, { body: { in_day: 2, in_did_attend: 1 } });
    expect((await mark(instructor)).status).toBe(403);
    const everyone = await as(server, instructor)('POST', `/api/class/attendance/all-learners/${mine.classId}`, {
      body: { in_did_attend: 0 },
    });
    expect(everyone.status).toBe(403);
    expect(await snapshot(mine.classId)).toEqual(before);
    expect((await as(server, instructor)('GET', `/api/class/${mine.classId}`)).body.abilities.markAttendance).toBe(false);
    expect((await mark(coordinator)).status).toBe(200);
  });

  it('creates no class; someone who runs classes does', async () => {
    const courseId = await courseIdByTitle(as(server, coordinator));
    const create = (s: Session) => as(server, s)('POST', '/api/class', ATTACKS['POST /class']?.({ courseId } as Furnished) as object);
    expect((await create(instructor)).status).toBe(403);
    expect((await create(coordinator)).status).toBe(201);
  });
});
