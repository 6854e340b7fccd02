import { expandRoster } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosterClass } from '../support/factories/roster.ts';
import { type RosterFixture, startRosterFixture } from '../support/roster-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * GET /class/roster/compact/{id} (issue 17): the roster screen's read. The same roster as
 * GET /class/roster/{id} in compact form, with an ETag; unchanged, it answers 304 without a body.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
let addLearner: RosterFixture['addLearner'];

beforeAll(async () => {
  ({ server, admin, learner, external, acmeAdmin, addLearner } = await startRosterFixture());
});
afterAll(() => server?.close());

describe('the compact roster', () => {
  it('is the full roster once expanded; 304 while unchanged, a new answer and tag after a write', async () => {
    const { classId } = await rosterClass(server);
    const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
    await addLearner(classId, external);
    await as(server, admin)('POST', `/api/class/missed-time/${rosterId}`, {
      body: { in_day: 1, in_start_at: '14:00', in_returned_at: '14:30' },
    });

    const full = await as(server, admin)('GET', `/api/class/roster/${classId}`);
    const compact = await as(server, admin)('GET', `/api/class/roster/compact/${classId}`);
    expect(compact.status).toBe(200);
    expect(expandRoster(compact.body)).toEqual(full.body);
    expect(JSON.stringify(compact.body).length).toBeLessThan(JSON.stringify(full.body).length);
    const etag = compact.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    const again = await as(server, admin)('GET', `/api/class/roster/compact/${classId}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);

    const marked = await as(server, admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const changed = await as(server, admin)('GET', `/api/class/roster/compact/${classId}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(expandRoster(changed.body)).toEqual((await as(server, admin)('GET', `/api/class/roster/${classId}`)).body);
  });

  it('is refused to a learner and unknown to another tenant', async () => {
    const { classId } = await rosterClass(server);
    expect((await as(server, learner)('GET', `/api/class/roster/compact/${classId}`)).status).toBe(403);
    expect((await as(server, acmeAdmin)('GET', `/api/class/roster/compact/${classId}`)).status).toBe(404);
  });
});
