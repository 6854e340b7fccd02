import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass } from '../support/factories/classes.ts';
import { addModule, createCourse, makeFinalizable } from '../support/factories/courses.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/**
 * Issue 27: every credit module of the course names an instructor, yet the class checklist said
 * "No instructor is assigned to the class". A class made from a course takes its agenda's
 * module instructors, and the checklist counts the instructors the class runs with: its own,
 * and the agenda's for a module the class names nobody for (as the instructor credit summary does).
 */
let s: SignedIn;
let courseId: number;

beforeAll(async () => {
  s = await startSignedIn();
  const draft = as(s.server, s.instructor);
  courseId = await createCourse(draft, { title: 'Agenda instructors', agenda_type_id: 1, delivery_method_id: 2 });
  const res = await draft('POST', `/api/agendas/module/${courseId}`, {
    body: {
      title: 'Taught module',
      day: 1,
      start_time: '09:00',
      end_time: '10:40',
      is_credit_qualified: true,
      allocations: [{ field_of_study_id: 20, percent: 100 }],
      knowledge_level_id: 1,
      developer_id: s.instructor.personId,
      instructor_ids: [s.instructor.personId],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await makeFinalizable(as(s.server, s.admin), courseId, s.admin.personId);
  for (const [who, action] of [
    [s.instructor, 'submit'],
    [s.admin, 'finalize'],
  ] as const) {
    const r = await as(s.server, who)('POST', `/api/course/workflow/${courseId}`, { body: { action } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
});
afterAll(() => s?.server.close());

const instructorsRow = async (classId: number) =>
  (
    (await as(s.server, s.admin)('GET', `/api/class/validation/${classId}`)).body as {
      section: string;
      validation_status: string;
      message: string;
    }[]
  ).find((c) => c.section === 'Instructors');

describe('a class made from a course', () => {
  it("takes the agenda's module instructors: the checklist sees them, and they teach the class", async () => {
    const classId = await createClass(as(s.server, s.admin), { course_id: courseId });
    expect(await instructorsRow(classId)).toMatchObject({ validation_status: 'PASS' });
    const summary = (await as(s.server, s.admin)('GET', `/api/class/instructor/${classId}`)).body;
    expect(summary).toEqual([expect.objectContaining({ person_id: s.instructor.personId, preferred: false })]);
    // As the class's module instructor, the instructor sees the class they teach and its roster.
    expect((await as(s.server, s.instructor)('GET', `/api/class/${classId}`)).status).toBe(200);
    const stored = await s.server.db.asOwner((tx) =>
      tx.query<{ person_id: number }>('SELECT person_id FROM class_instructors WHERE class_id = $1 AND module_id IS NOT NULL', [classId]),
    );
    expect(stored.rows.map((r) => r.person_id)).toEqual([s.instructor.personId]);
  });

  it("counts the agenda's instructor of a module the class names nobody for (a class made before, a local learning's class)", async () => {
    const classId = await createClass(as(s.server, s.admin), { course_id: courseId });
    await s.server.db.asOwner((tx) => tx.query('DELETE FROM class_instructors WHERE class_id = $1', [classId]));
    expect(await instructorsRow(classId)).toMatchObject({ validation_status: 'PASS' });
  });

  it('fails when neither the class nor its agenda names an instructor', async () => {
    const draft = as(s.server, s.instructor);
    const bare = await createCourse(draft, { title: 'No instructors', agenda_type_id: 1, delivery_method_id: 2 });
    await addModule(draft, bare, { start_time: '09:00', end_time: '10:40', developer_id: s.instructor.personId });
    await makeFinalizable(as(s.server, s.admin), bare, s.admin.personId);
    await draft('POST', `/api/course/workflow/${bare}`, { body: { action: 'submit' } });
    await as(s.server, s.admin)('POST', `/api/course/workflow/${bare}`, { body: { action: 'finalize' } });
    const classId = await createClass(as(s.server, s.admin), { course_id: bare });
    expect(await instructorsRow(classId)).toMatchObject({ validation_status: 'FAIL', message: 'No instructor is assigned to the class.' });
  });
});
