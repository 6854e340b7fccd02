import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '../../src/platform/rate-limit.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Issue 28, "limits that do not count": a per-address limit counts every request, the refused
 * and failed ones too, because the count is committed before the request's own transaction
 * (ADR 0057). Before, a wrong guess rolled its count back with its 400 or 404 and could be
 * repeated at full speed. Every request here comes from the test's one address.
 */
let server: TestServer;
let learner: Session;

beforeAll(async () => {
  ({ server, learner } = await startSignedIn());
});
afterAll(() => server?.close());

// Each test starts at the beginning of a fresh one-minute window.
beforeEach(() => {
  const now = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (now % 60_000) + 60_000);
});

describe('wrong guesses count', () => {
  it(`/api/auth/link: ${AUTH_RATE_LIMIT.max} wrong tokens are 400, the next one from that address is 429`, async () => {
    const guess = (i: number) => server.call('POST', '/api/auth/link', { body: { token: `guess-${i}-`.padEnd(40, 'x') } });
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) expect((await guess(i)).status, `guess ${i + 1}`).toBe(400);
    const refused = await guess(AUTH_RATE_LIMIT.max);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    // The next window lets the address try again.
    server.clock.advanceMinutes(1);
    expect((await guess(0)).status).toBe(400);
  });

  it('/api/certificates/verify: 60 unknown codes are 404, the 61st is 429', async () => {
    const guess = (i: number) => server.call('GET', `/api/certificates/verify?code=${`ZZ${i}`.padEnd(12, 'Q')}`);
    for (let i = 0; i < 60; i++) expect((await guess(i)).status, `guess ${i + 1}`).toBe(404);
    expect((await guess(60)).status).toBe(429);
  });

  it('another limited route: 120 attendance codes for a class that is not there fail, the 121st is 429', async () => {
    const guess = (i: number) =>
      as(server, learner)('POST', '/api/class/attend-code', { body: { classId: 999_999, attendCode: `CODE${i}` } });
    const first = await guess(0);
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(429);
    for (let i = 1; i < 120; i++) expect((await guess(i)).status, `guess ${i + 1}`).toBe(first.status);
    expect((await guess(120)).status).toBe(429);
  });

  it('a refused request counts too: the limit holds however long the address keeps trying within the window', async () => {
    const guess = () => server.call('POST', '/api/auth/link', { body: { token: 'y'.repeat(40) } });
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) await guess();
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(429);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ hits: number }>("SELECT max(hits)::int AS hits FROM rate_limit_hits WHERE bucket = 'auth' AND key = '127.0.0.1'"),
    );
    expect(rows[0]?.hits).toBe(AUTH_RATE_LIMIT.max + 5);
  });
});
