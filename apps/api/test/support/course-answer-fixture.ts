import { courseResponse } from '@cpe/contract';
import { expect } from 'vitest';
import { loadCourseResponse } from '../../src/modules/courses/course-read.ts';
import { AppError } from '../../src/platform/errors.ts';
import { sessionProbe, verifySession } from '../../src/platform/sessions/sessions.ts';
import { loadCourse } from '../../src/shared/course-access.ts';
import { addModule, createCourse } from './factories/courses.ts';
import { as, type Session, type TestServer } from './test-server.ts';

/**
 * What the stored course answer's tests share (ADR 0048): a course that shows every input of
 * the answer, the marker that tells a stored answer from a computed one, and the answer as
 * GET /course/{id} gave it before answers were stored (loadCourseResponse through the route's
 * schema), to compare with.
 */
export const sqlOf =
  (server: TestServer) =>
  (text: string, params: unknown[] = []) =>
    server.db.asOwner((tx) => tx.query(text, params));

export interface RichCourse {
  courseId: number;
  moduleId: number;
}

/**
 * A Draft course of `owner` with a module of every lookup (type, knowledge level, field of
 * study), a developer and instructors, a contact, an external id and feedback on the module.
 */
export async function richCourse(
  server: TestServer,
  owner: Session,
  people: { instructor: Session; contact: Session },
): Promise<RichCourse> {
  const call = as(server, owner);
  const sql = sqlOf(server);
  const courseId = await createCourse(call, { title: `Stored answer ${Math.random().toString(36).slice(2, 8)}` });
  const moduleType = (
    await sql('SELECT min(id) AS id FROM module_types WHERE tenant_id = (SELECT tenant_id FROM courses WHERE id = $1)', [courseId])
  ).rows[0]?.id as number;
  const moduleId = await addModule(call, courseId, {
    developer_id: people.instructor.personId,
    allocations: [
      { field_of_study_id: 20, percent: 60 },
      { field_of_study_id: 1, percent: 40 },
    ],
  });
  const update = await call('PUT', `/api/agendas/module/${moduleId}`, {
    body: {
      title: 'Module',
      module_type_id: moduleType,
      knowledge_level_id: 1,
      start_time: '09:00',
      end_time: '09:50',
      is_credit_qualified: true,
      developer_id: people.instructor.personId,
      allocations: [
        { field_of_study_id: 20, percent: 60 },
        { field_of_study_id: 1, percent: 40 },
      ],
      instructor_ids: [people.instructor.personId, owner.personId],
    },
  });
  expect(update.status).toBe(200);
  const contact = await call('POST', `/api/course/person/add/${courseId}`, {
    body: { personId: people.contact.personId, contactRole: 'Coordinator' },
  });
  expect(contact.status).toBe(201);
  const id = await call('POST', `/api/course/external-ids/${courseId}`, {
    body: { methodVerb: 'ADD', externalIdType: 'FOCUS CODE', addIdValue: 'F-1' },
  });
  expect(id.status).toBeLessThan(300);
  await addModuleFeedback(server, courseId, moduleId, owner.personId);
  return { courseId, moduleId };
}

/** Feedback on one module, as the Agenda Details page keeps it (no route writes it while a course is a Draft). */
export const addModuleFeedback = (server: TestServer, courseId: number, moduleId: number, by: number) =>
  sqlOf(server)(
    `INSERT INTO feedback (tenant_id, learning_object_type_id, learning_object_id, page_identifier, field_identifier, feedback_note, submitter_id, feedback_on)
     SELECT tenant_id, 1, id, 'Agenda Details', 'module:' || $2, 'Shorten it.', $3, now() FROM courses WHERE id = $1`,
    [courseId, moduleId, by],
  );

/** Stands in for the stored external ids: a stored answer shows it, a computed one never does. */
const MARKER_IDS = '[{"id":0,"id_type":"MARKER","external_id_value":"stored"}]';

/** Reads the course once (so its answer is stored), then marks what is stored. */
export async function markStored(server: TestServer, s: Session, courseId: number): Promise<void> {
  expect((await as(server, s)('GET', `/api/course/${courseId}`)).status).toBe(200);
  const marked = await sqlOf(server)('UPDATE course_answers SET external_ids = $2 WHERE course_id = $1 AND header IS NOT NULL', [
    courseId,
    MARKER_IDS,
  ]);
  expect(marked.rowCount, 'the first read stored the answer').toBe(1);
  expect(isMarked((await as(server, s)('GET', `/api/course/${courseId}`)).body), 'the stored answer is served').toBe(true);
}

export const isMarked = (answer: { externalIds?: { id_type: string }[] }) => answer.externalIds?.[0]?.id_type === 'MARKER';

/**
 * What GET /course/{id} answered before answers were stored: loadCourseResponse for this
 * caller, through the route's response schema and JSON, or the status loadCourse refused with.
 */
export async function answerComputed(server: TestServer, s: Session, courseId: number): Promise<{ status: number; body: unknown }> {
  const tenantId = (await sqlOf(server)('SELECT id FROM tenants WHERE subdomain = $1', [s.tenant])).rows[0]?.id as number;
  const now = server.clock.now();
  try {
    return await server.db.withTenant(
      { tenantId },
      async (tx, rows) => {
        const session = verifySession(rows, now, undefined);
        const answer = await loadCourseResponse(tx, await loadCourse(tx, courseId, session), session);
        return { status: 200, body: JSON.parse(JSON.stringify(courseResponse.parse(answer))) };
      },
      sessionProbe(s.token, now),
      'read',
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, body: error.toBody() };
  }
}
