import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAnswer } from '../../src/modules/courses/answer/answer-store.ts';
import { isMarked, markStored, richCourse, sqlOf } from '../support/course-answer-fixture.ts';
import { addModule } from '../support/factories/courses.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';

/**
 * The stored course answer (migration 0039, ADR 0048): served as stored until something it
 * shows changes. A stored answer is told apart from a computed one by a marker swapped into its
 * stored external ids. That a change to each of its inputs makes it fresh is
 * stored-answer-freshness.test.ts, over the inputs its declaration names (ADR 0062); here, what
 * must not make it fresh, and a late answer.
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
describe('the stored course answer', () => {
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
