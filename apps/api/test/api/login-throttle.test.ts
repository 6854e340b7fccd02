import { MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Sign-in back-off per account and source address (ADR 0012), attacked as the issue says.
 * TRUST_PROXY lets each request name its address in X-Forwarded-For, as a load balancer would.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server?.close());
// Each test in a fresh per-address rate-limit window.
beforeEach(() => {
  const ms = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (ms % 60_000));
});

const signIn = (username: string, password: string, ip: string) =>
  server.call('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });
const fail = async (username: string, ip: string, times: number) => {
  for (let i = 1; i <= times; i++) expect((await signIn(username, `Wrong!${i}pass`, ip)).status).toBe(401);
};

describe('sign-in throttling', () => {
  it('wrong passwords from one address lock that address out, not the owner signing in from another', async () => {
    await fail('instructor', '198.51.100.7', 5);
    const attacker = await signIn('instructor', DEMO_PASSWORD, '198.51.100.7');
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toBe(MESSAGES.tooManyAttempts);
    expect((await signIn('instructor', DEMO_PASSWORD, '192.0.2.44')).status).toBe(200);
    // The owner's success does not lift the attacker's back-off.
    expect((await signIn('instructor', DEMO_PASSWORD, '198.51.100.7')).status).toBe(429);
  });

  it('one address cannot lock many accounts for everyone', async () => {
    for (const username of ['coordinator', 'learner', 'accadmin']) await fail(username, '198.51.100.8', 5);
    for (const username of ['coordinator', 'learner', 'accadmin']) {
      expect((await signIn(username, DEMO_PASSWORD, '198.51.100.8')).status, username).toBe(429);
      expect((await signIn(username, DEMO_PASSWORD, '192.0.2.45')).status, username).toBe(200);
    }
  });

  it("counts failures per account: the username and the e-mail share the account's counter", async () => {
    // 'external.learner' signs in with the username or the e-mail address.
    await fail('external.learner', '198.51.100.9', 3);
    await fail('External.Learner@example.com', '198.51.100.9', 2);
    expect((await signIn('external.learner@example.com', DEMO_PASSWORD, '198.51.100.9')).status).toBe(429);
    expect((await signIn('external.learner', DEMO_PASSWORD, '198.51.100.9')).status).toBe(429);
    server.clock.advanceMs(31_000);
    expect((await signIn('external.learner@example.com', DEMO_PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('names that are no account back off like accounts, so the answers do not tell them apart', async () => {
    await fail('nobody-at-all', '198.51.100.10', 5);
    const res = await signIn('nobody-at-all', DEMO_PASSWORD, '198.51.100.10');
    expect(res.status).toBe(429);
  });
});
