import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, ROLES } from '@cpe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, DEMO_PASSWORD, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
// The auth endpoints share a per-IP limit of 30 a minute: each test starts in a fresh window.
beforeEach(() => {
  const ms = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (ms % 60_000));
});

const loginRaw = (username: string, password: string, tenant = 'demo') =>
  server.call('POST', '/api/auth/login', { tenant, body: { username, password } });
/** A call that needs a live session (the user's notifications). */
const ping = (s: Session, token = s.token) => server.call('GET', '/api/alerts', { tenant: s.tenant, token, userId: s.personId });
const expectLoginRequired = (res: { status: number; body: any }) => {
  expect(res.status).toBe(401);
  expect(res.body.message).toBe(MESSAGES.loginRequired);
};

describe('POST /api/auth/login', () => {
  it('returns a token, the user with roles and permissions, and the session times', async () => {
    const res = await loginRaw('admin', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const user = res.body.user;
    expect(user).toMatchObject({
      display_id: 'admin',
      username: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
      person_type: 'internal',
      external: 0,
      roles: [ROLES.admin],
      email_address: 'admin@demo.example.com',
    });
    expect(user.person_id).toBeGreaterThan(0);
    expect(user.id).toBe(user.person_id);
    expect(user.permissions.length).toBeGreaterThan(10);
    expect(res.body.session).toEqual({
      login_time: server.clock.now().toISOString(),
      time_total_minutes: 480,
      time_idle_minutes: 30,
    });
    expect(res.body.personAccountStatus).toBeNull();

    const acme = await loginRaw('admin', DEMO_PASSWORD, 'acme');
    expect(acme.body.session).toMatchObject({ time_total_minutes: 240, time_idle_minutes: 0 });
    expect(acme.body.user.person_id).not.toBe(user.person_id);
  });

  it('a learner gets the learner role and fewer permissions than an admin', async () => {
    const learner = await server.login('learner');
    const admin = await server.login('admin');
    expect(learner.user.roles).toEqual([ROLES.learner]);
    expect(learner.user.permissions.length).toBeLessThan(admin.user.permissions.length);
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    for (const [username, password] of [
      ['admin', 'Wrong!2026pass'],
      ['nobody.here', DEMO_PASSWORD],
    ] as const) {
      const res = await loginRaw(username, password);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password.');
      expect(res.body.token).toBeUndefined();
    }
  });

  it('lets an external user sign in with the e-mail address, but not an internal user', async () => {
    const byEmail = await loginRaw('External.Learner@example.com', DEMO_PASSWORD);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user).toMatchObject({ username: 'external.learner', person_type: 'external', external: 1 });

    const internal = await loginRaw('admin@demo.example.com', DEMO_PASSWORD);
    expect(internal.status).toBe(401);
    expect(internal.body.message).toBe(MESSAGES.invalidCredentials);
  });

  it('keeps only an argon2id hash of the password and of the token', async () => {
    const s = await server.login('coordinator');
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ password_hash: string }>(`SELECT password_hash FROM persons WHERE username = 'coordinator'`),
    );
    expect(rows.length).toBe(2); // demo and acme
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    const sessions = await server.db.asOwner((tx) =>
      tx.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE person_id = $1', [s.personId]),
    );
    const hashes = sessions.rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(s.token).digest('hex'));
    expect(hashes).not.toContain(s.token);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const s = await server.login('instructor');
    expect((await ping(s)).status).toBe(200);
    const out = await as(server, s)('POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expectLoginRequired(await ping(s));
    expectLoginRequired(await as(server, s)('POST', '/api/auth/logout'));
  });

  it('validToken gives a fresh token; the old one works for a 60 s grace and then fails', async () => {
    const loginTime = server.clock.now().toISOString();
    const s = await server.login('learner');
    server.clock.advanceMinutes(10);
    const res = await as(server, s)('POST', '/api/auth/validToken');
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe(s.token);
    expect(res.body.session).toEqual({
      login_time: loginTime,
      time_total_minutes: 480,
      time_idle_minutes: 30,
    });
    const fresh = { ...s, token: res.body.token };
    expect((await ping(fresh)).status).toBe(200);
    server.clock.advanceMs(59_000);
    expect((await ping(s)).status).toBe(200);
    server.clock.advanceMs(2_000);
    expectLoginRequired(await ping(s));
    expect((await ping(fresh)).status).toBe(200);
  });

  it('validToken without a live session is a 401', async () => {
    expectLoginRequired(await server.call('POST', '/api/auth/validToken'));
    expectLoginRequired(await server.call('POST', '/api/auth/validToken', { token: randomBytes(32).toString('base64url') }));
  });

  it('ends the session at the total time-out even when active, and a refresh does not extend it', async () => {
    const s = await server.login('coordinator');
    let current = s;
    for (let minutes = 25; minutes < 480; minutes += 25) {
      server.clock.advanceMinutes(25);
      const refreshed = await as(server, current)('POST', '/api/auth/validToken');
      expect(refreshed.status, `after ${minutes} minutes`).toBe(200);
      current = { ...current, token: refreshed.body.token };
    }
    // 475 minutes in: still fine; at 500 it is over.
    expect((await ping(current)).status).toBe(200);
    server.clock.advanceMinutes(25);
    expectLoginRequired(await ping(current));
    expectLoginRequired(await as(server, current)('POST', '/api/auth/validToken'));
  });

  it('ends an idle session after 30 minutes but not one used every 29 minutes', async () => {
    const idle = await server.login('learner');
    const busy = await server.login('instructor');
    server.clock.advanceMinutes(29);
    expect((await ping(busy)).status).toBe(200);
    server.clock.advanceMinutes(2);
    expectLoginRequired(await ping(idle)); // 31 minutes without a request
    server.clock.advanceMinutes(27);
    expect((await ping(busy)).status).toBe(200); // 29 minutes after its last request
    server.clock.advanceMinutes(31);
    expectLoginRequired(await ping(busy));
  });

  it('a refused request does not revive an idle session', async () => {
    const s = await server.login('learner');
    server.clock.advanceMinutes(31);
    expectLoginRequired(await ping(s)); // a read
    expectLoginRequired(await ping(s));
    expectLoginRequired(await as(server, s)('POST', '/api/auth/validToken')); // a write
    expectLoginRequired(await ping(s));
  });

  it('reads keep a session alive: their activity is noted', async () => {
    const s = await server.login('learner');
    for (let i = 0; i < 4; i++) {
      server.clock.advanceMinutes(20);
      expect((await ping(s)).status).toBe(200);
    }
  });

  it('acme has no idle time-out, only its 240-minute total', async () => {
    const s = await server.login('learner', 'acme');
    server.clock.advanceMinutes(200);
    expect((await ping(s)).status).toBe(200);
    server.clock.advanceMinutes(39);
    expect((await ping(s)).status).toBe(200);
    server.clock.advanceMinutes(1);
    expectLoginRequired(await ping(s));
  });

  it('refuses a missing, malformed or unknown token, and another user id or tenant', async () => {
    const s = await server.login('admin');
    const other = await server.login('coordinator');
    expectLoginRequired(await server.call('GET', '/api/alerts'));
    expectLoginRequired(await server.call('GET', '/api/alerts', { token: 'garbage' }));
    expectLoginRequired(await server.call('GET', '/api/alerts', { headers: { authorization: `Basic ${s.token}` } }));
    expectLoginRequired(await server.call('GET', '/api/alerts', { token: randomBytes(32).toString('base64url') }));
    expectLoginRequired(await server.call('GET', '/api/alerts', { token: s.token, userId: other.personId }));
    expectLoginRequired(await server.call('GET', '/api/alerts', { token: s.token, userId: 'abc' }));
    expectLoginRequired(await server.call('GET', '/api/alerts', { tenant: 'acme', token: s.token, userId: s.personId }));
    expect((await server.call('GET', '/api/alerts', { token: s.token, userId: s.personId })).status).toBe(200);
  });
});

describe('throttling', () => {
  it('backs an account off after 5 failures, even for the right password, and resets on success', async () => {
    for (let i = 1; i <= 5; i++) expect((await loginRaw('instructor', `Wrong!${i}pass`)).status).toBe(401);
    const locked = await loginRaw('instructor', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.tooManyAttempts);
    // Other accounts, and the same name in another tenant, are not affected.
    expect((await loginRaw('coordinator', DEMO_PASSWORD)).status).toBe(200);
    expect((await loginRaw('instructor', DEMO_PASSWORD, 'acme')).status).toBe(200);

    server.clock.advanceMs(29_000);
    expect((await loginRaw('instructor', DEMO_PASSWORD)).status).toBe(429);
    server.clock.advanceMs(2_000);
    expect((await loginRaw('instructor', DEMO_PASSWORD)).status).toBe(200);
    // The count starts again: one more failure does not lock the account.
    expect((await loginRaw('instructor', 'Wrong!again1')).status).toBe(401);
    expect((await loginRaw('instructor', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a sixth failure in a row doubles the wait', async () => {
    for (let i = 1; i <= 5; i++) await loginRaw('accadmin', `Wrong!${i}pass`);
    server.clock.advanceMs(31_000);
    expect((await loginRaw('accadmin', 'Wrong!6pass')).status).toBe(401);
    server.clock.advanceMs(31_000);
    expect((await loginRaw('accadmin', DEMO_PASSWORD)).status).toBe(429);
    server.clock.advanceMs(30_000);
    expect((await loginRaw('accadmin', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits each IP to 30 auth requests a minute across the auth endpoints', async () => {
    const fresh = await startTestServer();
    try {
      const start = fresh.clock.now().getTime();
      fresh.clock.advanceMs(60_000 - (start % 60_000));
      const attempt = (username: string, password: string) => fresh.call('POST', '/api/auth/login', { body: { username, password } });
      // Refused attempts count too: a wrong old password as much as a failed sign-in.
      const s = await fresh.login('external.learner');
      for (let i = 0; i < 5; i++) {
        const res = await as(fresh, s)('PUT', '/api/external-user/update-password', {
          body: { person_id: s.personId, old_password: `Wrong!${i}pass`, new_password: 'Fresh!Pass2026x' },
        });
        expect(res.status).toBe(400);
      }
      for (let i = 6; i < 30; i++) {
        const res = await attempt(i % 2 ? 'admin' : `nobody${i}`, DEMO_PASSWORD);
        expect(res.status, `request ${i + 1}`).toBe(i % 2 ? 200 : 401);
      }
      const limited = await attempt('admin', DEMO_PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
      const forgot = await fresh.call('POST', '/api/auth/forgot-password', { body: { username: 'external.learner' } });
      expect(forgot.status).toBe(429);
      // Routes outside the auth bucket are not limited.
      expect((await fresh.call('GET', '/api/health', { tenant: null })).status).toBe(200);
      fresh.clock.advanceMs(60_000);
      expect((await attempt('admin', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
