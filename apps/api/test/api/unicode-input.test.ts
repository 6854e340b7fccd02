import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Issue 28: a lone UTF-16 surrogate ("\ud800" is valid JSON, not valid Unicode) is refused with a
 * 400 naming the field, on every route (platform/input.ts; ADR 0058), instead of a 400 that names
 * nothing when PostgreSQL refuses the text.
 */
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  ({ server, admin } = await startSignedIn());
}, 300_000);
afterAll(() => server?.close());

const LONE = 'Privacy \ud800 policy';

describe('a lone surrogate in a JSON body', () => {
  it('in the firm settings (/customer-admin) is a 400 naming the field, and nothing is saved', async () => {
    const current = (await as(server, admin)('GET', '/api/customer-admin/settings')).body;
    const res = await as(server, admin)('PUT', '/api/customer-admin/settings', { body: { ...current, privacyPolicy: LONE } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'body.privacyPolicy', message: expect.stringMatching(/valid Unicode/) }]);
    expect((await as(server, admin)('GET', '/api/customer-admin/settings')).body.privacyPolicy).toBe(current.privacyPolicy);
  });

  it('deep in the firm settings, and as a key, names where it is', async () => {
    const current = (await as(server, admin)('GET', '/api/customer-admin/settings')).body;
    const nested = await as(server, admin)('PUT', '/api/customer-admin/settings', {
      body: { ...current, codeOfConduct: { ...current.codeOfConduct, Attendance: 'I was \udc00 there.' } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].field).toBe('body.codeOfConduct.Attendance');
    const key = await as(server, admin)('PUT', '/api/customer-admin/settings', {
      body: { ...current, codeOfConduct: { ...current.codeOfConduct, 'Bad\ud800key': 'x' } },
    });
    expect(key.status).toBe(400);
    expect(key.body.errors[0].field).toBe('body.codeOfConduct.Bad\ufffdkey');
  });

  it('in another body (a new course title) is a 400 naming the field; a surrogate pair (an emoji) is fine', async () => {
    const bad = await as(server, admin)('POST', '/api/course', {
      body: { title: 'Ethics \udfff', agenda_type_id: 1, delivery_method_id: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.title');
    const good = await as(server, admin)('POST', '/api/course', { body: { title: 'Ethics 😀', agenda_type_id: 1, delivery_method_id: 2 } });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });

  it('written as a raw JSON escape is refused the same way', async () => {
    const res = await as(server, admin)('POST', '/api/course', {
      rawBody: '{"title":"Ethics \\ud800","agenda_type_id":1,"delivery_method_id":2}',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.title');
  });
});
