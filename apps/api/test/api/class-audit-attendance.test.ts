import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIPPED_COLUMNS } from '../../src/modules/audit/audit-fields.ts';
import { fieldLabel, hasLabel } from '../../src/modules/audit/audit-labels.ts';
import { BIG_CLASS } from '../../src/seed/demo-classes.ts';
import { insertClass } from '../support/factories/classes.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Issue 27: the class audit trail omitted attendance (a day marked, everyone marked, missed
 * time) and read like column names ("changed the certified at from …"). Attendance now reads as
 * sentences, a mark of many learners as one; every audited column has a label people use.
 */
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  ({ server, admin } = await startSignedIn());
});
afterAll(() => server?.close());

interface Entry {
  entity: string;
  action: string;
  person_name: string | null;
  record: string;
  statement?: string | null;
  changes: { label: string }[];
}
const trail = async (classId: number): Promise<Entry[]> => {
  const res = await as(server, admin)('POST', '/api/audit-info', { body: { learningObjectId: classId, refLearningObjectId: 3 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const statements = async (classId: number) =>
  (await trail(classId)).filter((e) => e.statement).map((e) => `${e.person_name ?? 'The system'} ${e.statement}`);

async function rosterIds(classId: number): Promise<Record<string, number>> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number; username: string }>(
      'SELECT r.id, p.username FROM class_roster r JOIN persons p ON p.id = r.person_id WHERE r.class_id = $1',
      [classId],
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.username, r.id]));
}

describe('the class audit trail of attendance', () => {
  it('says who marked whom attended or absent on which day, and who recorded or removed missed time', async () => {
    const { classId } = await insertClass(server, {
      days: [{ date: '2026-10-05' }, { date: '2026-10-06' }],
      learners: [{ username: 'learner' }, { username: 'external.learner' }],
    });
    const ids = await rosterIds(classId);
    // Each press a moment after the one before, as a person presses them (the test server's clock stands still).
    const call = (method: string, path: string, opts?: { body?: unknown }) => {
      server.clock.advanceMinutes(1);
      return as(server, admin)(method, path, opts);
    };
    expect((await call('PUT', `/api/class/attendance/${ids.learner}`, { body: { in_day: 2, in_did_attend: 1 } })).status).toBe(200);
    expect((await call('PUT', `/api/class/attendance/${ids.learner}`, { body: { in_day: 2, in_did_attend: 0 } })).status).toBe(200);
    const missed = await call('POST', `/api/class/missed-time/${ids.learner}`, {
      body: { in_day: 1, in_start_at: '14:00', in_returned_at: '14:30' },
    });
    expect(missed.status, JSON.stringify(missed.body)).toBe(201);
    expect((await call('PUT', `/api/class/missed-time/remove/${missed.body.id}`)).status).toBe(200);
    expect((await call('PUT', `/api/class/attendance/all/${ids['external.learner']}`, { body: { in_did_attend: 1 } })).status).toBe(200);
    expect(await statements(classId)).toEqual(
      expect.arrayContaining([
        'Ada Admin marked Lee Learner attended on day 2',
        'Ada Admin marked Lee Learner absent on day 2',
        'Ada Admin recorded missed time 14:00–14:30 on day 1 for Lee Learner',
        'Ada Admin removed the missed time 14:00–14:30 on day 1 of Lee Learner',
        // One learner, every day, in one press: one sentence.
        'Ada Admin marked Erin External attended on days 1 and 2',
      ]),
    );
    // Newest first.
    const mine = (await statements(classId)).filter((s) => s.startsWith('Ada Admin'));
    expect(mine[0]).toBe('Ada Admin marked Erin External attended on days 1 and 2');
  });

  it('reads marking everyone as one sentence, even for 2,000 learners, and keeps the trail short', async () => {
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ id: number; absent: number }>(
        `SELECT k.id, (SELECT count(*)::int FROM class_roster r JOIN roster_attendance a ON a.roster_id = r.id
                        WHERE r.class_id = k.id AND a.day = 1 AND a.attended) AS absent
           FROM classes k WHERE k.class_title = $1`,
        [BIG_CLASS.title],
      ),
    );
    const big = rows[0];
    if (!big) throw new Error('no big class');
    const res = await as(server, admin)('POST', `/api/class/attendance/all-learners/${big.id}`, { body: { in_day: 1, in_did_attend: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = await trail(big.id);
    expect(entries[0]).toMatchObject({
      person_name: 'Ada Admin',
      entity: 'roster_attendance',
      statement: `marked ${big.absent.toLocaleString('en-US')} learners absent on day 1`,
    });
    // The seed's 2,000 learners and their 6,000 marks are a handful of sentences, not thousands.
    expect(entries.length).toBeLessThan(50);
    expect(entries.map((e) => e.statement)).toContainEqual(`added ${BIG_CLASS.learners.toLocaleString('en-US')} learners to the roster`);
  });

  it("says a learner's removal from the roster in words", async () => {
    const { classId } = await insertClass(server, { learners: [{ username: 'learner' }] });
    const ids = await rosterIds(classId);
    const res = await as(server, admin)('PUT', `/api/class/roster/remove/learner/${ids.learner}`, {
      body: { message: 'Registered twice' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await statements(classId)).toContainEqual('Ada Admin removed the learner Lee Learner from the roster ("Registered twice")');
  });
});

describe('the labels of the audit trail', () => {
  const TABLES = [
    'courses',
    'agenda_modules',
    'content_reviews',
    'course_people',
    'course_qualifications',
    'external_ids',
    'document_comments',
    'classes',
    'class_days',
    'class_contacts',
    'class_instructors',
    'class_roster',
    'roster_attendance',
    'roster_missed_times',
    'attendance_codes',
    'affidavits',
    'affidavit_days',
    'affidavit_missed_times',
    'external_cpe_requests',
    'ecpe_awards',
    'ecpe_nasba_answers',
  ];

  it('names every column of every table the trails read in words people use, never the column name', async () => {
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ANY($1::text[]) ORDER BY table_name, ordinal_position`,
        [TABLES],
      ),
    );
    expect(new Set(rows.map((r) => r.table_name)).size).toBe(TABLES.length);
    const unlabelled = rows.filter((r) => !SKIPPED_COLUMNS.includes(r.column_name) && !hasLabel(r.column_name));
    expect(unlabelled.map((r) => `${r.table_name}.${r.column_name}`)).toEqual([]);
    for (const r of rows.filter((x) => !SKIPPED_COLUMNS.includes(x.column_name)))
      expect(fieldLabel(r.column_name), r.column_name).not.toMatch(/_| at$| by$| id$/);
  });

  it('a re-certification reads "the certification date", not "the certified at"', async () => {
    const { classId } = await insertClass(server, { status: 'Certified' });
    await server.db.asOwner((tx) => tx.query("UPDATE classes SET certified_at = '2026-10-07T15:00:00Z' WHERE id = $1", [classId]));
    const update = (await trail(classId)).find((e) => e.entity === 'classes' && e.action === 'UPDATE');
    expect(update?.changes.map((c) => c.label)).toContain('certification date');
  });
});
