import { USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPersonWithCodes, addPersonWithRole } from '../support/factories/people.ts';
import { insertMergePerson } from '../support/factories/person-merge.ts';
import { uniqueEmail } from '../support/factories/user-admin.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, DEMO_PASSWORD, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Issue 28, ADR 0056: a proxy session lives within its administrator's own session and right to
 * proxy, and never changes how anyone signs in. (The several-process case, within 100 ms on
 * another process, is in several-processes-cache.test.ts.)
 */
let server: TestServer;
let learner: Session;
let external: Session;
let made = 0;

beforeAll(async () => {
  ({ server, learner, external } = await startSignedIn());
}, 240_000);
afterAll(() => server?.close());

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner(async (tx) => (await tx.query<T>(sql, params)).rows);

/** A fresh Admin of the demo tenant, signed in: taking their role away harms no other test. */
async function freshAdmin(): Promise<Session> {
  const username = `proxy.admin.${made++}`;
  await addPersonWithRole(server, username, 'Admin');
  return server.login(username);
}

/** `admin` acting for `target`: the proxy session, as the test server's Session. */
async function actFor(admin: Session, target: Session): Promise<Session & { proxyId: number }> {
  const res = await as(server, admin)('POST', '/api/admin/proxy', { body: { personId: target.personId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.token, personId: target.personId, tenant: 'demo', user: res.body.user, proxyId: res.body.proxy.id };
}

/** A read (which a process may answer from its kept copy of the session) and a write (a token refresh, kept). */
async function answers(s: Session): Promise<[number, number]> {
  const read = await as(server, s)('GET', `/api/person/${s.personId}`);
  const write = await as(server, s)('POST', '/api/auth/validToken');
  if (write.status === 200) s.token = write.body.token;
  return [read.status, write.status];
}

describe('a proxy session ends with its administrator’s session or right', () => {
  it('the administrator signs out: the proxy token is refused at once', async () => {
    const admin = await freshAdmin();
    const proxy = await actFor(admin, learner);
    expect(await answers(proxy)).toEqual([200, 200]);
    expect((await as(server, admin)('POST', '/api/auth/logout', { body: {} })).status).toBe(200);
    expect(await answers(proxy)).toEqual([401, 401]);
    // The history shows it stopped when the administrator signed out.
    const history = (await as(server, await freshAdmin())('GET', '/api/admin/proxy/sessions')).body as {
      id: number;
      stopped_at: string | null;
    }[];
    expect(history.find((r) => r.id === proxy.proxyId)?.stopped_at).toBe(server.clock.now().toISOString());
  });

  it('the administrator loses the Admin role, or is deactivated: refused at once', async () => {
    const admin = await freshAdmin();
    const proxy = await actFor(admin, learner);
    expect(await answers(proxy)).toEqual([200, 200]);
    await owner('DELETE FROM person_roles WHERE person_id = $1', [admin.personId]);
    expect(await answers(proxy)).toEqual([401, 401]);

    const other = await freshAdmin();
    const second = await actFor(other, learner);
    expect(await answers(second)).toEqual([200, 200]);
    await owner("UPDATE persons SET status = 'Inactive' WHERE id = $1", [other.personId]);
    expect(await answers(second)).toEqual([401, 401]);

    // Nobody may act for an Admin (ADR 0039): the person acted for made Admin meanwhile ends it too.
    const third = await freshAdmin();
    const username = `proxy.promoted.${made++}`;
    await addPersonWithCodes(server, username, ['HPT005']);
    const promoted = await server.login(username);
    const acting = await actFor(third, promoted);
    expect(await answers(acting)).toEqual([200, 200]);
    await owner(
      `INSERT INTO person_roles (tenant_id, person_id, role_id)
       SELECT tenant_id, $1, id FROM roles WHERE role_name = 'Admin' AND tenant_id = (SELECT tenant_id FROM persons WHERE id = $1)`,
      [promoted.personId],
    );
    expect(await answers(acting)).toEqual([401, 401]);
  });

  it('the administrator’s session is revoked or times out idle: refused', async () => {
    const admin = await freshAdmin();
    const proxy = await actFor(admin, learner);
    expect(await answers(proxy)).toEqual([200, 200]);
    await owner('UPDATE sessions SET revoked_at = now() WHERE person_id = $1 AND proxy_person_id IS NULL', [admin.personId]);
    expect(await answers(proxy)).toEqual([401, 401]);

    const again = await freshAdmin();
    const idle = await actFor(again, learner);
    // The administrator's own session times out idle after a minute; the proxy session would not yet.
    await owner('UPDATE sessions SET time_idle_minutes = 1 WHERE person_id = $1 AND proxy_person_id IS NULL', [again.personId]);
    server.clock.advanceMinutes(2);
    expect(await answers(idle)).toEqual([401, 401]);
  });

  it('acting for someone keeps the administrator’s own session from idling out, so stopping returns to it', async () => {
    const admin = await freshAdmin();
    const proxy = await actFor(admin, learner);
    // The administrator's session idles out after 10 minutes; they act for 24 (the proxy's own idle time-out is longer).
    await owner('UPDATE sessions SET time_idle_minutes = 10 WHERE person_id = $1 AND proxy_person_id IS NULL', [admin.personId]);
    for (let i = 0; i < 3; i++) {
      server.clock.advanceMinutes(8);
      expect(await answers(proxy)).toEqual([200, 200]);
    }
    expect((await as(server, proxy)('POST', '/api/admin/proxy/stop')).status).toBe(200);
    expect((await as(server, admin)('POST', '/api/auth/validToken')).status).toBe(200);
  });
});

describe('no change of how anyone signs in under a proxy', () => {
  const update = (s: Session, body: Record<string, unknown>) =>
    as(server, s)('PUT', `/api/external-user/update/${s.personId}`, { body: { in_first_name: 'Eve', in_last_name: 'External', ...body } });
  const refused = (res: { status: number; body: any }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.message).toBe(USER_MANAGEMENT_MESSAGES.proxySignInDetails);
  };
  const signIn = async (id: number) =>
    (
      await owner<{ username: string; email: string; password_hash: string }>(
        `SELECT p.username, e.email_address AS email, p.password_hash FROM persons p
           JOIN person_emails e ON e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary WHERE p.id = $1`,
        [id],
      )
    )[0];

  it('e-mail, user name and password are refused (403, in words) and unchanged; names may be corrected', async () => {
    const admin = await freshAdmin();
    const proxy = await actFor(admin, external);
    const before = await signIn(external.personId);
    refused(await update(proxy, { in_email_address: uniqueEmail('proxy.takeover') }));
    refused(await update(proxy, { in_username: `taken.over.${made++}` }));
    refused(
      await as(server, proxy)('PUT', '/api/external-user/update-password', {
        body: {
          person_id: external.personId,
          old_password: DEMO_PASSWORD,
          new_password: 'Another#Passw0rd!',
          confirm_password: 'Another#Passw0rd!',
        },
      }),
    );
    expect(await signIn(external.personId)).toEqual(before);
    // The same e-mail and user name sent back with new names is not a change of sign-in details.
    const names = await update(proxy, { in_email_address: before?.email, in_username: before?.username, in_first_name: 'Evie' });
    expect(names.status, JSON.stringify(names.body)).toBe(200);
    expect(await signIn(external.personId)).toEqual(before);
  });

  it('the person themself may still change their e-mail and user name', async () => {
    // Signed in now: the tests above moved the clock past the idle time-out of the first sign-in.
    const own = await server.login('external.learner');
    const before = await signIn(external.personId);
    const email = uniqueEmail('external.own');
    const res = await update(own, { in_email_address: email, in_username: `own.name.${made++}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signIn(external.personId))?.email).toBe(email);
    expect((await update(own, { in_email_address: before?.email, in_username: before?.username })).status).toBe(200);
  });

  it('a registration link is not re-sent and a merge is not made on someone’s behalf; the clerk themself may resend', async () => {
    const username = `proxy.clerk.${made++}`;
    await addPersonWithCodes(server, username, ['HPT023', 'ADM003', 'ADM008']);
    const clerk = await server.login(username);
    const admin = await freshAdmin();
    const proxy = await actFor(admin, clerk);
    const [pending] = await owner<{ id: number }>(
      `WITH p AS (
         INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status)
         SELECT id, 'external', $1, $1, 'Pending', 'Person', 'Registration email sent' FROM tenants WHERE subdomain = 'demo' RETURNING id, tenant_id)
       INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary) SELECT tenant_id, id, $1, true FROM p RETURNING person_id AS id`,
      [uniqueEmail('pending')],
    );
    const resend = (s: Session) => as(server, s)('POST', `/api/user-administration/pending/${pending?.id}/resend`);
    refused(await resend(proxy));
    expect((await resend(clerk)).status).toBe(200);

    const survivorId = await insertMergePerson(server, { username: `proxy.survivor.${made}` });
    const victimId = await insertMergePerson(server, {
      username: `proxy.victim.${made}`,
      emails: [{ address: uniqueEmail('victim'), primary: true }],
    });
    refused(await as(server, proxy)('POST', '/api/person/merge', { body: { survivorId, victimId, getSummary: false } }));
    expect(await owner('SELECT merged_into_id FROM persons WHERE id = $1', [victimId])).toEqual([{ merged_into_id: null }]);
  });
});

describe('the audit log of a proxied write', () => {
  it('names both people: the person acted for and the administrator', async () => {
    const admin = await freshAdmin();
    const proxy = await actFor(admin, learner);
    const res = await as(server, proxy)('PUT', `/api/external-user/update/${learner.personId}`, {
      body: { in_first_name: 'Lee', in_last_name: 'Learner' },
    });
    expect(res.status).toBe(200);
    const [row] = await owner<{ person_id: number; proxy_person_id: number }>(
      "SELECT person_id, proxy_person_id FROM audit_log WHERE entity = 'persons' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(learner.personId)],
    );
    expect(row).toEqual({ person_id: learner.personId, proxy_person_id: admin.personId });
  });
});
