import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addModule, createCourse } from '../support/factories/courses.ts';
import { BOUNDARY, callHeaders, multipartBody, postRaw } from '../support/multipart.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Forged input gets a 400 that names the field and carries no SQL text or constraint name;
 * ids are decimal digits only. Each case reached the database before and came back with its message.
 */
let server: TestServer;
let admin: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  server = await startTestServer();
  [admin, acmeAdmin] = await Promise.all([server.login('admin'), server.login('admin', 'acme')]);
});
afterAll(() => server?.close());

const cursor = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function expectFieldError(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('VALIDATION');
  expect(res.body.errors?.map((e: { field: string }) => e.field)).toContain(field);
  expect(res.body).not.toHaveProperty('sqlMessage');
  expect(JSON.stringify(res.body)).not.toMatch(/constraint|violates|syntax|relation|out of range for type|byte sequence|_fkey|_check/i);
}

describe('forged search cursors', () => {
  it.each([
    ['a course cursor on a day that does not exist', 'updated', cursor({ s: 'updated', k: '2026-02-30T10:00:00.000000Z', i: 5 })],
    ['a course cursor in year 0', 'updated', cursor({ s: 'updated', k: '0000-01-01T00:00:00.000000Z', i: 5 })],
    ['a course cursor at hour 24', 'updated', cursor({ s: 'updated', k: '2026-01-01T24:00:00.000000Z', i: 5 })],
    ['a course cursor with a NUL byte in the title key', 'title', cursor({ s: 'title', k: 'tax\u0000', i: 5 })],
  ])('%s is a 400 naming querystring.after', async (_what, sort, after) => {
    expectFieldError(await as(server, admin)('GET', `/api/course/search?sort=${sort}&after=${after}`), 'querystring.after');
  });

  it.each([
    ['month 13', cursor({ k: '2026-13-45', i: 5 })],
    ['year 0', cursor({ k: '0000-01-01', i: 5 })],
    ['February 30th', cursor({ k: '2026-02-30', i: 5 })],
  ])('a class cursor in %s is a 400 naming querystring.after', async (_what, after) => {
    expectFieldError(await as(server, admin)('GET', `/api/class/search?after=${after}`), 'querystring.after');
  });
});

describe('the document upload form', () => {
  it.each(['1.5', 'abc', '0x1F', '1e0', '+1', '99999999999'])('attachment_type_id %s is a 400 naming it', async (value) => {
    const courseId = await createCourse(as(server, admin));
    const body = multipartBody([
      { name: 'attachment_type_id', value },
      { name: 'file', filename: 'notes.txt', contentType: 'text/plain', value: 'notes' },
    ]);
    const headers = callHeaders(admin, `multipart/form-data; boundary=${BOUNDARY}`);
    expectFieldError(await postRaw(server, `/api/docs/course/${courseId}`, headers, body), 'body.attachment_type_id');
  });

  it.each([
    ['in_people_id', '0x1F'],
    ['in_class_id', '1e0'],
  ])('%s %s is a 400 naming it', async (name, value) => {
    const body = multipartBody([
      { name: 'attachment_type_id', value: name === 'in_class_id' ? '32' : '11' },
      { name, value },
      { name: 'file', filename: 'bio.txt', contentType: 'text/plain', value: 'bio' },
    ]);
    const headers = callHeaders(admin, `multipart/form-data; boundary=${BOUNDARY}`);
    expectFieldError(await postRaw(server, '/api/docs/class', headers, body), `body.${name}`);
  });
});

describe('content review', () => {
  it("another firm's person, or no person at all, as reviewer is a 400 naming body.reviewer_id", async () => {
    const call = as(server, admin);
    const courseId = await createCourse(call);
    await addModule(call, courseId);
    for (const reviewerId of [acmeAdmin.personId, 2_000_000_000]) {
      const res = await call('POST', `/api/agendas/content-review/${courseId}`, { body: { day: 1, reviewer_id: reviewerId } });
      expectFieldError(res, 'body.reviewer_id');
    }
  });
});

describe('ids are decimal digits only', () => {
  it.each(['0x1F', '1e0', '+1', '%2B1', '1.0', '%201'])('GET /api/course/%s is a 400 naming params.id', async (id) => {
    const courseId = await createCourse(as(server, admin));
    expect(Number(courseId)).toBeGreaterThan(0);
    expectFieldError(await as(server, admin)('GET', `/api/course/${id}`), 'params.id');
  });

  it('an id in a query is refused the same way', async () => {
    expectFieldError(await as(server, admin)('GET', '/api/course/search?delivery_method_id=0x2'), 'querystring.delivery_method_id');
  });
});
