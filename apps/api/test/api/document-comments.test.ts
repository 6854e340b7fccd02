import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, uploadClassDocument } from '../support/factories/classes.ts';
import { createCourse, uploadDocument } from '../support/factories/courses.ts';
import { uploadBiography } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Comments on a learning object's documents (POST /docs/getComments, PUT
 * /docs/updateComments): whoever may see the record reads and adds them; a document of a
 * record the caller may not see, or of another firm, is 404; each comment is audited.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let learner: Session;
let acmeAdmin: Session;
let courseDoc: number;

beforeAll(async () => {
  ({ server, admin, coordinator, acmeAdmin } = await startSignedIn());
  learner = await server.login('learner');
  const course = await createCourse(as(server, admin), { title: 'Commented course' });
  courseDoc = await uploadDocument(server, admin, course, 'outline.txt', 'the outline');
});
afterAll(() => server?.close());

const get = (s: Session, documentId: unknown) => as(server, s)('POST', '/api/docs/getComments', { body: { documentId } });
const add = (s: Session, body: unknown) => as(server, s)('PUT', '/api/docs/updateComments/', { body });

describe('document comments', () => {
  it('adds a comment, answers the list oldest first with the writer and the time, and audits it', async () => {
    expect((await get(admin, courseDoc)).body).toEqual([]);
    const first = await add(admin, { documentId: courseDoc, comment: '  Please add the agenda.  ' });
    expect(first.status).toBe(200);
    const second = await add(admin, { documentId: courseDoc, comment: 'Done.' });
    expect(second.body.map((c: { comment: string }) => c.comment)).toEqual(['Please add the agenda.', 'Done.']);
    const listed = await get(admin, courseDoc);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(second.body);
    expect(listed.body[0]).toMatchObject({ id: expect.any(Number), created_by: expect.stringMatching(/\S/) });
    expect(Number.isNaN(Date.parse(listed.body[0].created_on))).toBe(false);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query("SELECT person_id, action FROM audit_log WHERE entity = 'document_comments' AND entity_id = $1", [
        String(listed.body[0].id),
      ]),
    );
    expect(rows).toEqual([expect.objectContaining({ person_id: admin.personId })]);
  });

  it("serves a class's documents to the people who may see the class", async () => {
    const cls = await createClass(as(server, admin), { class_title: 'Commented class' });
    const doc = (await uploadClassDocument(server, admin, cls)).body.id as number;
    expect((await add(admin, { documentId: doc, comment: 'Signed sheet.' })).status).toBe(200);
    expect((await get(admin, doc)).body).toHaveLength(1);
  });

  it('refuses a role without any course or class code (403)', async () => {
    expect((await get(learner, courseDoc)).status).toBe(403);
    expect((await add(learner, { documentId: courseDoc, comment: 'Hi' })).status).toBe(403);
  });

  it("answers 404 for a document of a record the caller may not see, and for a person's biography", async () => {
    // The coordinator sees Finalized and Editing courses only: a Draft course's document is not theirs.
    expect((await get(coordinator, courseDoc)).status).toBe(404);
    expect((await add(coordinator, { documentId: courseDoc, comment: 'Hi' })).status).toBe(404);
    const bio = await uploadBiography(server, admin, admin.personId);
    expect(bio.status).toBe(201);
    expect((await get(admin, bio.body.id)).status).toBe(404);
  });

  it("answers 404 for another firm's document and writes nothing", async () => {
    expect((await get(acmeAdmin, courseDoc)).status).toBe(404);
    expect((await add(acmeAdmin, { documentId: courseDoc, comment: 'From acme' })).status).toBe(404);
    expect((await get(admin, courseDoc)).body.map((c: { comment: string }) => c.comment)).not.toContain('From acme');
    expect((await get(admin, 999_999)).status).toBe(404);
  });

  it('answers 400 naming the field on bad input', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.documentId'],
      [{ documentId: 'x', comment: 'Hi' }, 'body.documentId'],
      [{ documentId: courseDoc }, 'body.comment'],
      [{ documentId: courseDoc, comment: '   ' }, 'body.comment'],
      [{ documentId: courseDoc, comment: 'x'.repeat(4001) }, 'body.comment'],
    ];
    for (const [body, field] of cases) {
      const res = await add(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const bad = await get(admin, -1);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.documentId');
  });
});
