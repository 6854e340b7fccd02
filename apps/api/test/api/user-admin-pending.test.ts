import { REGISTRATION_EMAIL_SENT } from '@cpe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clerkWith, completeRegistration, registrationToken, uniqueEmail } from '../support/factories/user-admin.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** /pending: GET /api/user-administration/pending and its Resend (ADR 0029). */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());
beforeEach(() => {
  const ms = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (ms % 60_000));
});

const addExternal = async (first: string) => {
  const email = uniqueEmail(first.toLowerCase());
  const res = await as(server, admin)('POST', '/api/user-administration/users', {
    body: { person_type: 'external', first_name: first, last_name: 'Pending', email_address: email },
  });
  expect(res.status).toBe(201);
  return { id: res.body.person_id as number, email };
};
const pending = async (s: Session, query = '') => as(server, s)('GET', `/api/user-administration/pending${query}`);
/** Every pending person the caller sees, page after page. */
async function allPending(s: Session, limit = 2) {
  const items: { person_id: number }[] = [];
  let cursor: string | null = null;
  do {
    const res = await pending(s, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}
const resend = (s: Session, id: number) => as(server, s)('POST', `/api/user-administration/pending/${id}/resend`);

describe('pending registrations', () => {
  it('lists the people whose registration is not complete, newest first, with the link dates; paged', async () => {
    const first = await addExternal('Paula');
    const second = await addExternal('Pete');
    const res = await pending(admin);
    expect(res.status).toBe(200);
    const row = res.body.items.find((i: { person_id: number }) => i.person_id === second.id);
    const sent = server.clock.now().toISOString();
    expect(row).toEqual({
      person_id: second.id,
      person_type: 'external',
      first_name: 'Pete',
      last_name: 'Pending',
      email_address: second.email,
      username: second.email,
      date_created: expect.any(String),
      link_sent_at: sent,
      link_expires_at: new Date(server.clock.now().getTime() + 72 * 3_600_000).toISOString(),
      link_expired: false,
    });
    const ids = res.body.items.map((i: { person_id: number }) => i.person_id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    // Paged two at a time, the same people in the same order, none twice.
    const paged = (await allPending(admin)).map((i) => i.person_id);
    expect(paged).toEqual(ids);
    expect(new Set(paged).size).toBe(paged.length);
    // Everyone listed is still 'Registration email sent'.
    const { rows } = await server.db.asOwner((tx) => tx.query('SELECT DISTINCT status FROM persons WHERE id = ANY($1)', [paged]));
    expect(rows).toEqual([{ status: REGISTRATION_EMAIL_SENT }]);
  });

  it('a completed registration leaves the list; an expired link shows as expired', async () => {
    const done = await addExternal('Dora');
    const late = await addExternal('Lars');
    await completeRegistration(server, done.email, 'Fresh!Pass2026x');
    // Lars's link ran out (the clock is not moved 72 hours on: the signed-in sessions would end).
    await server.db.asOwner((tx) =>
      tx.query('UPDATE account_links SET expires_at = $2 WHERE person_id = $1', [late.id, server.clock.now()]),
    );
    const items = await allPending(admin, 50);
    expect(items.map((i) => i.person_id)).not.toContain(done.id);
    expect(items.find((i) => i.person_id === late.id)).toMatchObject({ link_expired: true });
  });

  it('shows only the types the caller administers, and never another firm’s people', async () => {
    const ext = await addExternal('Xena');
    const internalClerk = await clerkWith(server, ['HPT023', 'ADM001']);
    expect((await allPending(internalClerk, 50)).map((i) => i.person_id)).not.toContain(ext.id);
    expect((await allPending(acmeAdmin, 50)).map((i) => i.person_id)).not.toContain(ext.id);
    expect((await pending(learner)).status).toBe(403);
  });

  it('refuses a forged cursor with a 400 naming it', async () => {
    for (const cursor of ['abc', '0', '99999999999', '-1']) {
      const res = await pending(admin, `?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.errors[0].field).toBe('query.cursor');
    }
  });
});

describe('resend', () => {
  it('e-mails a new link; the old one no longer works and the new one completes the registration', async () => {
    const p = await addExternal('Rita');
    const oldToken = await registrationToken(server, p.email);
    server.clock.advanceMs(5 * 60_000);
    const res = await resend(admin, p.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: REGISTRATION_EMAIL_SENT,
      link_sent_at: server.clock.now().toISOString(),
      link_expires_at: new Date(server.clock.now().getTime() + 72 * 3_600_000).toISOString(),
    });
    const newToken = await registrationToken(server, p.email);
    expect(newToken).not.toBe(oldToken);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query('SELECT count(*)::int AS n FROM outbound_emails WHERE to_address = $1', [p.email]),
    );
    expect(rows[0]).toEqual({ n: 2 });
    expect((await server.call('POST', '/api/auth/link', { body: { token: oldToken } })).status).toBe(400);
    const row = (await pending(admin)).body.items.find((i: { person_id: number }) => i.person_id === p.id);
    expect(row.link_sent_at).toBe(res.body.link_sent_at);
    const session = await completeRegistration(server, p.email, 'Fresh!Pass2026x');
    expect(session.personId).toBe(p.id);
    // Registered: nothing to resend.
    const again = await resend(admin, p.id);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('params.personId');
  });

  it("is 404 for another firm's person and for a type the caller does not administer; 403 for a learner", async () => {
    const p = await addExternal('Nina');
    expect((await resend(acmeAdmin, p.id)).status).toBe(404);
    expect((await resend(await clerkWith(server, ['HPT023', 'ADM001']), p.id)).status).toBe(404);
    expect((await resend(learner, p.id)).status).toBe(403);
    expect((await resend(admin, 2_147_483_000)).status).toBe(404);
    // Nothing was sent by the refused calls.
    const { rows } = await server.db.asOwner((tx) =>
      tx.query('SELECT count(*)::int AS n FROM outbound_emails WHERE to_address = $1', [p.email]),
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect((await resend(await clerkWith(server, ['HPT023', 'ADM002']), p.id)).status).toBe(200);
  });
});
