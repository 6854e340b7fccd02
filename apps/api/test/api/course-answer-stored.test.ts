import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAnswer } from '../../src/modules/courses/answer/answer-store.ts';
import { isMarked, markStored, type RichCourse, richCourse, sqlOf } from '../support/course-answer-fixture.ts';
import { addModule } from '../support/factories/courses.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/**
 * The stored course answer (migration 0039, ADR 0048): served as stored until something it
 * shows changes. Each case stores a course's answer, swaps its stored external ids for a
 * marker (so a stored answer is told apart from a computed one), makes one kind of change, and
 * checks that the marker is no longer served.
 */
let p: SignedIn;
let sql: ReturnType<typeof sqlOf>;

beforeAll(async () => {
  p = await startSignedIn();
  sql = sqlOf(p.server);
});
afterAll(() => p?.server.close());

const get = (courseId: number) => as(p.server, p.admin)('GET', `/api/course/${courseId}`);
const admin = () => as(p.server, p.admin);
/** Renames a lookup row the course shows (name || 'x'; $1 is the course, $2 its module). */
const rename = (table: string, idSql: string) => (c: RichCourse) =>
  sql(`UPDATE ${table} SET name = name || 'x' WHERE tenant_id = (SELECT tenant_id FROM courses WHERE id = $1) AND id = (${idSql})`, [
    c.courseId,
    ...(idSql.includes('$2') ? [c.moduleId] : []),
  ]);

type Change = (c: RichCourse) => Promise<unknown>;
const changes: [string, Change][] = [
  ["the course's details", ({ courseId }) => admin()('PUT', `/api/course/${courseId}`, { body: { title: `Renamed ${courseId}` } })],
  ['the CPE information', ({ courseId }) => admin()('PUT', `/api/agendas/cpe-info/${courseId}`, { body: { credit_increment: 0.5 } })],
  ['the IRS CE information', ({ courseId }) => admin()('PUT', `/api/course/irs-info/${courseId}`, { body: { is_irs_ce: true } })],
  ['a module added', ({ courseId }) => addModule(admin(), courseId, { day: 2 })],
  ['a module changed', ({ moduleId }) => sql(`UPDATE agenda_modules SET end_time = '09:55' WHERE id = $1`, [moduleId])],
  ['a module removed', ({ moduleId }) => admin()('PUT', `/api/agendas/module/remove/${moduleId}`)],
  [
    "a module's fields of study",
    ({ moduleId }) => sql('UPDATE module_fields_of_study SET percent = 100 - percent WHERE module_id = $1', [moduleId]),
  ],
  [
    "a module's instructors",
    ({ moduleId }) => sql('DELETE FROM module_instructors WHERE module_id = $1 AND person_id = $2', [moduleId, p.admin.personId]),
  ],
  [
    'a contact added',
    ({ courseId }) =>
      admin()('POST', `/api/course/person/add/${courseId}`, { body: { personId: p.admin.personId, contactRole: 'Reviewer' } }),
  ],
  ['a contact removed', ({ courseId }) => sql('DELETE FROM course_people WHERE course_id = $1', [courseId])],
  [
    'an external id',
    ({ courseId }) =>
      admin()('POST', `/api/course/external-ids/${courseId}`, {
        body: { methodVerb: 'ADD', externalIdType: 'CREDENTIAL ID', addIdValue: 'C-9' },
      }),
  ],
  [
    "a module's feedback resolved",
    ({ courseId }) =>
      sql(
        `UPDATE feedback SET is_resolved = true, resolver_id = submitter_id, resolved_on = now(), resolution_note = 'Done'
            WHERE learning_object_type_id = 1 AND learning_object_id = $1`,
        [courseId],
      ),
  ],
  [
    "a person's name (the module's instructor and developer)",
    () => sql(`UPDATE persons SET name_primary_last = name_primary_last || 'x' WHERE id = $1`, [p.instructor.personId]),
  ],
  ["the agenda type's name", rename('agenda_types', 'SELECT agenda_type_id FROM courses WHERE id = $1')],
  ["the delivery method's name", rename('delivery_methods', 'SELECT delivery_method_id FROM courses WHERE id = $1')],
  ["the module type's name", rename('module_types', 'SELECT module_type_id FROM agenda_modules WHERE id = $2')],
  ["the knowledge level's name", rename('knowledge_levels', 'SELECT knowledge_level_id FROM agenda_modules WHERE id = $2')],
  ["a field of study's name", rename('fields_of_study', 'SELECT min(field_of_study_id) FROM module_fields_of_study WHERE module_id = $2')],
];

describe('the stored course answer', () => {
  it.each(changes)('is not served once %s changes', async (_name, change) => {
    const course = await richCourse(p.server, p.admin, { instructor: p.instructor, contact: p.coordinator });
    await markStored(p.server, p.admin, course.courseId);
    const changed = await change(course);
    if (changed && typeof changed === 'object' && 'status' in changed) expect(changed.status).toBeLessThan(300);
    const after = await get(course.courseId);
    expect(after.status).toBe(200);
    expect(isMarked(after.body), 'computed again, not the stored marker').toBe(false);
  });

  it('is kept while another course, another kind of record with the same id, or another tenant changes', async () => {
    const course = await richCourse(p.server, p.admin, { instructor: p.instructor, contact: p.coordinator });
    const other = await richCourse(p.server, p.admin, { instructor: p.instructor, contact: p.coordinator });
    await markStored(p.server, p.admin, course.courseId);
    await addModule(admin(), other.courseId, { day: 2 });
    await sql(
      `INSERT INTO external_ids (tenant_id, learning_object_type_id, learning_object_id, id_type, external_id_value)
       SELECT tenant_id, 3, id, 'FOCUS CODE', 'class' FROM courses WHERE id = $1`,
      [course.courseId],
    );
    await sql(`UPDATE agenda_types SET name = name || 'x' WHERE tenant_id = (SELECT id FROM tenants WHERE subdomain = 'acme')`);
    await sql(`UPDATE persons SET date_login = now() WHERE id = $1`, [p.instructor.personId]);
    expect(isMarked((await get(course.courseId)).body)).toBe(true);
    expect((await as(p.server, p.acmeAdmin)('GET', `/api/course/${course.courseId}`)).status, 'another tenant').toBe(404);
  });

  it('is not stored when the course changed while it was computed', async () => {
    const { courseId } = await richCourse(p.server, p.admin, { instructor: p.instructor, contact: p.coordinator });
    await markStored(p.server, p.admin, courseId);
    const tenantId = (await sql(`SELECT id FROM tenants WHERE subdomain = 'demo'`)).rows[0]?.id as number;
    const { rows } = await sql(
      `SELECT s.version, coalesce(g.generation, 0) AS generation FROM course_answers s
         LEFT JOIN course_answer_generations g ON g.tenant_id = s.tenant_id WHERE s.course_id = $1`,
      [courseId],
    );
    const before = { version: Number(rows[0]?.version), generation: Number(rows[0]?.generation), texts: null };
    await admin()('PUT', `/api/course/${courseId}`, { body: { title: `Changed meanwhile ${courseId}` } });
    const late = { header: '{"id":0}', cpe: '{"is_irs_ce":false}', agenda: '[]', external_ids: '[]', credit_qualified: false };
    await p.server.db.withTenant({ tenantId }, (tx) => storeAnswer(tx, courseId, before, late));
    const stored = await sql('SELECT header FROM course_answers WHERE course_id = $1', [courseId]);
    expect(stored.rows[0]?.header, 'a late answer is thrown away').toBeNull();
    expect((await get(courseId)).body.courseHeader.title).toBe(`Changed meanwhile ${courseId}`);
  });
});
