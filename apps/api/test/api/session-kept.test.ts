import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A session the process keeps in memory (ADR 0045) follows changes made to it in the database
 * by anyone, not only through the API: revoked, or its last activity moved back past the idle
 * time-out (what an operator, or the e2e suite, does). On PGlite and PostgreSQL.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mailer: { async send() {} } });
});
afterAll(() => server?.close());

const sessionsOf = (s: Session, set: string) =>
  server.db.asOwner((tx) => tx.query(`UPDATE sessions SET ${set} WHERE person_id = $1 AND revoked_at IS NULL`, [s.personId]));

async function keptThenRefused(change: string) {
  const learner = await server.login('learner');
  for (let i = 0; i < 3; i++) expect((await as(server, learner)('GET', '/api/alerts')).status).toBe(200);
  await sessionsOf(learner, change);
  await eventually(async () => (await as(server, learner)('GET', '/api/alerts')).status === 401, {
    what: 'the kept session refused',
    timeoutMs: 1_000,
    intervalMs: 10,
  });
}

describe('a kept session', () => {
  it('is refused once revoked in the database', () => keptThenRefused('revoked_at = now()'));
  it('is refused once its last activity is moved back past the idle time-out', () =>
    keptThenRefused("last_activity = last_activity - interval '1 day'"));
});
