import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot, storeSnapshot } from '../../src/modules/classes/roster/roster-snapshot.ts';
import { rosterClass } from '../support/factories/roster.ts';
import { type RosterFixture, startRosterFixture } from '../support/roster-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The stored roster (migration 0037, ADR 0047): served as stored until something it shows
 * changes. Each case below stores a class's roster, swaps the stored answer for a marker (so a
 * stored answer is told apart from a computed one), makes one kind of change, and checks that
 * the marker is no longer served.
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

type Change = (c: { classId: number; courseId: number; rosterId: number }) => Promise<unknown>;
const changes: [string, Change][] = [
  [
    'attendance marked',
    ({ rosterId }) => as(server, admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } }),
  ],
  [
    'missed time recorded',
    ({ rosterId }) =>
      as(server, admin)('POST', `/api/class/missed-time/${rosterId}`, {
        body: { in_day: 1, in_start_at: '14:00', in_returned_at: '14:30' },
      }),
  ],
  [
    'a learner added',
    ({ classId }) => sql('UPDATE class_roster SET is_external_learner = is_external_learner WHERE class_id = $1', [classId]),
  ],
  ["a learner's name", () => sql(`UPDATE persons SET name_primary_last = name_primary_last || 'x' WHERE id = $1`, [learner.personId])],
  ["a learner's e-mail", () => sql('UPDATE person_emails SET email_address = email_address WHERE person_id = $1', [learner.personId])],
  [
    "a learner's licence",
    () =>
      sql(
        `INSERT INTO person_licenses (tenant_id, person_id, jurisdiction_id, license_number, status, period_start, period_end, created_by)
         SELECT p.tenant_id, p.id, (SELECT min(j.id) FROM jurisdictions j WHERE j.tenant_id = p.tenant_id), 'L-1', 'Active', '2026-01-01', '2027-12-31', p.id
           FROM persons p WHERE p.id = $1`,
        [learner.personId],
      ),
  ],
  ['a class day', ({ classId }) => sql(`UPDATE class_days SET end_time = '16:30' WHERE class_id = $1`, [classId])],
  ['the class', ({ classId }) => sql('UPDATE classes SET delivery_method_id = delivery_method_id WHERE id = $1', [classId])],
  [
    "the course's credit increment",
    ({ courseId }) =>
      sql('UPDATE courses SET credit_increment = CASE WHEN credit_increment = 0.2 THEN 0.5 ELSE 0.2 END WHERE id = $1', [courseId]),
  ],
  ['the agenda', ({ courseId }) => sql('UPDATE agenda_modules SET end_time = end_time WHERE course_id = $1', [courseId])],
  [
    "a module's fields of study",
    ({ courseId }) =>
      sql('UPDATE module_fields_of_study SET percent = percent WHERE module_id IN (SELECT id FROM agenda_modules WHERE course_id = $1)', [
        courseId,
      ]),
  ],
  [
    "a field of study's short name",
    () =>
      sql(
        `UPDATE fields_of_study SET subject_short_name = subject_short_name WHERE tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')`,
      ),
  ],
  [
    'a credit limitation rule',
    () =>
      sql(
        `INSERT INTO credit_limitation_rules (tenant_id, name, scope, max_credits)
         SELECT id, 'Snapshot test ' || floor(random() * 1e9), 'day', 8 FROM tenants WHERE subdomain = 'demo'`,
      ),
  ],
];

describe('the stored roster', () => {
  it.each(changes)('is not served once %s changes', async (_name, change) => {
    const stored = await storedClass();
    const changed = await change(stored);
    if (changed && typeof changed === 'object' && 'status' in changed) expect(changed.status).toBeLessThan(300);
    const after = await get(stored.classId);
    expect(after.status).toBe(200);
    expect(after.body.roster, 'computed again, not the stored marker').toBeInstanceOf(Array);
  });

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
