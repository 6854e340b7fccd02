import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot, storeSnapshot } from '../../src/modules/classes/roster/roster-snapshot.ts';
import { rosterClass } from '../support/factories/roster.ts';
import { type RosterFixture, startRosterFixture } from '../support/roster-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The stored roster (migration 0037, ADR 0047): served as stored until something it shows
 * changes. A stored answer is told apart from a computed one by a marker swapped into what is
 * stored. That a change to each of its inputs makes it fresh is stored-answer-freshness.test.ts,
 * over the inputs its declaration names (ADR 0062); here, what must not make it fresh, a late
 * answer, and the encodings.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
let addLearner: RosterFixture['addLearner'];

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin, addLearner } = await startRosterFixture());
});
afterAll(() => server?.close());

const MARKER = '{"marker":true}';
const sql = (text: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query(text, params));
const get = (classId: number, form = '', headers: Record<string, string> = {}) =>
  as(server, admin)('GET', `/api/class/roster/${form}${classId}`, { headers });

/** A class with the learner on its roster, its roster read once (and so stored), then marked. */
async function storedClass(): Promise<{ classId: number; courseId: number; rosterId: number }> {
  const { classId, courseId } = await rosterClass(server);
  const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
  expect((await get(classId)).status).toBe(200);
  await sql(`UPDATE class_roster_snapshots SET full_br = $2, full_gzip = $3 WHERE class_id = $1 AND full_gzip IS NOT NULL`, [
    classId,
    brotliCompressSync(MARKER),
    gzipSync(MARKER),
  ]);
  expect((await get(classId)).body, 'the stored answer is served').toEqual({ marker: true });
  return { classId, courseId, rosterId };
}

describe('the stored roster', () => {
  it('is kept while another class or another tenant changes', async () => {
    const { classId } = await storedClass();
    const other = await rosterClass(server);
    const otherRoster = (await addLearner(other.classId, admin)).body.class_roster_id;
    await as(server, admin)('PUT', `/api/class/attendance/${otherRoster}`, { body: { in_day: 1, in_did_attend: 1 } });
    await sql(
      `INSERT INTO credit_limitation_rules (tenant_id, name, scope, max_credits) SELECT id, 'Acme rule', 'day', 8 FROM tenants WHERE subdomain = 'acme'`,
    );
    expect((await get(classId)).body).toEqual({ marker: true });
    expect((await as(server, acmeAdmin)('GET', `/api/class/roster/${classId}`)).status, 'another tenant').toBe(404);
  });

  it('is not stored when the roster changed while it was computed', async () => {
    const { classId, rosterId } = await storedClass();
    const tenantId = (await sql(`SELECT id FROM tenants WHERE subdomain = 'demo'`)).rows[0]?.id as number;
    const before = await server.db.withTenant({ tenantId }, (tx) => readSnapshot(tx, classId, 'full', 'identity', []));
    await as(server, admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } });
    await server.db.withTenant({ tenantId }, (tx) => storeSnapshot(tx, classId, 'full', before, MARKER));
    const { rows } = await sql('SELECT full_gzip FROM class_roster_snapshots WHERE class_id = $1', [classId]);
    expect(rows[0]?.full_gzip, 'a late answer is thrown away').toBeNull();
    expect((await get(classId)).body.roster).toBeInstanceOf(Array);
  });

  it('answers in the encoding asked for, the same JSON, with one ETag; 304 to its holder', async () => {
    const { classId } = await rosterClass(server);
    await addLearner(classId, learner);
    const computed = await get(classId, '', { 'accept-encoding': 'identity' });
    const etag = computed.headers.get('etag') as string;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const stored = await get(classId, '', { 'accept-encoding': encoding });
      expect(stored.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(stored.headers.get('etag')).toBe(etag);
      expect(stored.body).toEqual(computed.body);
    }
    const held = await get(classId, '', { 'if-none-match': etag });
    expect(held.status).toBe(304);
    expect((await get(classId, 'compact/', { 'if-none-match': etag })).status, 'the compact form has its own tag').toBe(200);
  });
});
