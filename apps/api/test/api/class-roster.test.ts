import { CLASS_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../src/db/types.ts';
import { rosterCsv } from '../../src/modules/classes/roster-export.ts';
import { addLearnersSql, createClassSql } from '../support/roster-builders.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The roster, attendance, missed time and attendance codes of a class through the API
 * (spec §3 Roster entry, Attendance code; §5; §7 Class; §8). Classes are made in SQL
 * (roster-builders.ts) from the Finalized 'Partner Leadership Training Hours' course:
 * one agenda day, 13:00–14:40 and 14:50–16:30, 4.0 credits in two fields.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
// 10:00 in New York on the first class day.
const START = new Date('2026-11-20T15:00:00Z');
const DAY1 = '2026-11-20';

beforeAll(async () => {
  server = await startTestServer({ start: START });
  admin = await server.login('admin');
  coordinator = await server.login('coordinator');
  instructor = await server.login('instructor');
  learner = await server.login('learner');
  external = await server.login('external.learner');
  acmeAdmin = await server.login('admin', 'acme');
});
afterAll(() => server.close());

const call = (s: Session) => as(server, s);
const total = (credits: { credits: number }[]) => Math.round(credits.reduce((sum, c) => sum + c.credits * 10, 0)) / 10;

async function addLearner(classId: number, who: Session, by: Session = admin) {
  const res = await call(by)('POST', `/api/class/participant/${classId}`, {
    body: { in_person_id: who.personId, in_is_external_learner: who === external ? 1 : 0 },
  });
  return res;
}
async function rosterOf(classId: number, by: Session = admin) {
  const res = await call(by)('GET', `/api/class/roster/${classId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('roster and derived credits', () => {
  it('answers an empty roster for a class without learners', async () => {
    const { classId } = await createClassSql(server);
    const body = await rosterOf(classId);
    expect(body).toEqual({
      roster: [],
      days: [DAY1],
      dayTimes: [{ date: DAY1, day: 1, start_time: '13:00', end_time: '16:30' }],
      limitationReasonsObj: {},
    });
  });

  it('gives full attendance the course credits, and a missed hour fewer, with its reason', async () => {
    const { classId } = await createClassSql(server);
    const added = await addLearner(classId, learner);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const rosterId = added.body.class_roster_id;

    let body = await rosterOf(classId);
    expect(body.roster).toHaveLength(1);
    expect(body.roster[0]).toMatchObject({
      person_id: learner.personId,
      class_roster_id: rosterId,
      name: 'Lee Learner',
      is_external_learner: 0,
      roster_add_method_id: 1,
      days: { [DAY1]: { attendedDay: 0, missedTimes: [], day: 1 } },
    });
    expect(total(body.roster[0].credits)).toBe(0);
    expect(body.limitationReasonsObj[rosterId]).toEqual([{ kind: 'absent', message: CLASS_MESSAGES.didNotAttendDay(1) }]);

    const marked = await call(admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    body = await rosterOf(classId);
    expect(body.roster[0].days[DAY1].attendedDay).toBe(1);
    expect(total(body.roster[0].credits)).toBe(4);
    expect(body.roster[0].credits).toHaveLength(2);
    for (const c of body.roster[0].credits) expect(c.subject_area.subject_short_name).toMatch(/\S/);
    expect(body.limitationReasonsObj[rosterId]).toBeUndefined();

    const missed = await call(admin)('POST', `/api/class/missed-time/${rosterId}`, {
      body: { in_day: 1, in_start_at: '13:00', in_returned_at: '14:00' },
    });
    expect(missed.status, JSON.stringify(missed.body)).toBe(201);
    body = await rosterOf(classId);
    expect(body.roster[0].days[DAY1].missedTimes).toEqual([{ id: missed.body.id, startAt: '13:00', returnedAt: '14:00' }]);
    expect(total(body.roster[0].credits)).toBeLessThan(4);
    expect(body.limitationReasonsObj[rosterId]).toEqual([{ kind: 'missed-time', message: CLASS_MESSAGES.missedMinutesOnDay(60, 1) }]);

    const removed = await call(admin)('PUT', `/api/class/missed-time/remove/${missed.body.id}`);
    expect(removed.status).toBe(200);
    expect(total((await rosterOf(classId)).roster[0].credits)).toBe(4);
  });
});

describe('roster CSV export', () => {
  it('exports attendance per date and credits, and neutralizes formulas (spec §5)', async () => {
    const { classId } = await createClassSql(server);
    expect((await addLearner(classId, learner)).status).toBe(201);
    const res = await as(server, coordinator)('GET', `/api/class/roster/export/${classId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, line] = String(res.body).split('\r\n');
    expect(header).toBe(`Learner,E-mail,External,Added by,Attended ${DAY1},Missed minutes,Days attended,Credits`);
    expect(line).toMatch(/^Lee Learner,/);
    expect((await as(server, learner)('GET', `/api/class/roster/export/${classId}`)).status).toBe(403);
    const csv = rosterCsv(
      [
        {
          person_id: 1,
          class_roster_id: 1,
          name: '=HYPERLINK("http://x")',
          email_address: '+1@example.com',
          is_external_learner: 1,
          roster_add_method_id: 4,
          credits: [{ credits: 2, subject_area: { subject_short_name: 'TAX' } }],
          days: { [DAY1]: { attendedDay: 1, missedTimes: [{ startAt: '13:00', returnedAt: '13:30' }], day: 1 } },
        },
      ],
      [DAY1],
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'+1@example.com,Y,Attendance code,Y,30,1,TAX 2`);
  });
});

describe('adding and removing learners', () => {
  it('adds internal and external learners, refuses a live duplicate, removes, and adds again', async () => {
    const { classId } = await createClassSql(server);
    const first = await addLearner(classId, learner);
    expect(first.status).toBe(201);
    expect((await addLearner(classId, external)).status).toBe(201);
    const duplicate = await addLearner(classId, learner);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(CLASS_MESSAGES.learnerAlreadyOnRoster);
    const mismatch = await call(admin)('POST', `/api/class/participant/${classId}`, {
      body: { in_person_id: learner.personId, in_is_external_learner: 1 },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0].field).toBe('body.in_is_external_learner');

    let body = await rosterOf(classId);
    expect(body.roster.map((r: { is_external_learner: number }) => r.is_external_learner).sort()).toEqual([0, 1]);

    const removed = await call(coordinator)('PUT', `/api/class/roster/remove/learner/${first.body.class_roster_id}`, {
      body: { message: 'Registered twice' },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.message).toBe(CLASS_MESSAGES.learnerRemoved);
    body = await rosterOf(classId);
    expect(body.roster.map((r: { person_id: number }) => r.person_id)).toEqual([external.personId]);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query('SELECT removed_by, removal_message FROM class_roster WHERE id = $1', [first.body.class_roster_id]),
    );
    expect(rows).toEqual([{ removed_by: coordinator.personId, removal_message: 'Registered twice' }]);
    expect((await call(admin)('PUT', `/api/class/roster/remove/learner/${first.body.class_roster_id}`, { body: {} })).status).toBe(404);

    const again = await addLearner(classId, learner);
    expect(again.status).toBe(201);
    expect(again.body.class_roster_id).not.toBe(first.body.class_roster_id);
    expect((await rosterOf(classId)).roster).toHaveLength(2);
  });
});

describe('attendance', () => {
  it('marks one day, every day, and refuses a day the class does not have', async () => {
    const { classId } = await createClassSql(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }, { date: '2026-11-23' }] });
    const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
    const day = await call(admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 2, in_did_attend: 1 } });
    expect(day.status).toBe(200);
    let entry = (await rosterOf(classId)).roster[0];
    expect([DAY1, '2026-11-21', '2026-11-23'].map((d) => entry.days[d].attendedDay)).toEqual([0, 1, 0]);

    const all = await call(admin)('PUT', `/api/class/attendance/all/${rosterId}`, { body: { in_did_attend: 1 } });
    expect(all.status).toBe(200);
    entry = (await rosterOf(classId)).roster[0];
    expect(Object.values(entry.days).map((d) => (d as { attendedDay: number }).attendedDay)).toEqual([1, 1, 1]);
    await call(admin)('PUT', `/api/class/attendance/all/${rosterId}`, { body: { in_did_attend: 0 } });
    entry = (await rosterOf(classId)).roster[0];
    expect(Object.values(entry.days).map((d) => (d as { attendedDay: number }).attendedDay)).toEqual([0, 0, 0]);

    const missing = await call(admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 4, in_did_attend: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('body.in_day');
  });

  it('marks every learner on every day in one call', async () => {
    const { classId } = await createClassSql(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }] });
    await addLearnersSql(server, classId, 5);
    const res = await call(coordinator)('POST', `/api/class/attendance/all-learners/${classId}`, { body: { in_did_attend: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = await rosterOf(classId);
    expect(body.roster).toHaveLength(5);
    for (const entry of body.roster)
      expect(Object.values(entry.days).every((d) => (d as { attendedDay: number }).attendedDay === 1)).toBe(true);
  });

  it('checks missed time against the class times and the other intervals, naming the field', async () => {
    const { classId } = await createClassSql(server);
    const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
    const post = (body: object) => call(admin)('POST', `/api/class/missed-time/${rosterId}`, { body });
    const outside = await post({ in_day: 1, in_start_at: '12:00', in_returned_at: '13:30' });
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0]).toEqual({ field: 'body.in_start_at', message: CLASS_MESSAGES.missedTimeOutsideClass('13:00', '16:30') });
    const late = await post({ in_day: 1, in_start_at: '16:00', in_returned_at: '17:00' });
    expect(late.body.errors[0].field).toBe('body.in_returned_at');
    const backwards = await post({ in_day: 1, in_start_at: '15:00', in_returned_at: '14:00' });
    expect(backwards.body.errors[0]).toEqual({ field: 'body.in_returned_at', message: CLASS_MESSAGES.missedTimeOrder });
    const notADay = await post({ in_day: 2, in_start_at: '14:00', in_returned_at: '14:30' });
    expect(notADay.body.errors[0]).toEqual({ field: 'body.in_day', message: CLASS_MESSAGES.missedTimeNotClassDay });
    expect((await post({ in_day: 1, in_start_at: '14:00', in_returned_at: '14:30' })).status).toBe(201);
    const overlap = await post({ in_day: 1, in_start_at: '14:15', in_returned_at: '14:45' });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe(CLASS_MESSAGES.missedTimeOverlap);
    // One may end when the next starts.
    expect((await post({ in_day: 1, in_start_at: '14:30', in_returned_at: '14:45' })).status).toBe(201);
  });
});

describe('attendance codes', () => {
  it('lists codes with is_expired at the request time, for HPT005 holders only', async () => {
    const past = new Date(START.getTime() - 60_000);
    const later = new Date(START.getTime() + 3_600_000);
    const { classId, codes } = await createClassSql(server, { codes: [{ expiration: later }, { day: 1, expiration: past }] });
    const res = await call(instructor)('GET', `/api/class/attendance/codes/${classId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ attendance_code_id: codes[0]?.id, attendance_code: codes[0]?.code, day: null, is_expired: 0 }),
      expect.objectContaining({ attendance_code_id: codes[1]?.id, day: 1, is_expired: 1, expiration_date: past.toISOString() }),
    ]);
    expect((await call(learner)('GET', `/api/class/attendance/codes/${classId}`)).status).toBe(403);
  });

  it('edits the expiry in the class timezone (CLS055), refuses invalid dates and foreign codes', async () => {
    const { classId, codes } = await createClassSql(server);
    const id = codes[0]?.id as number;
    const put = (by: Session, body: object) =>
      call(by)('PUT', `/api/class/attendance/codes/${id}`, { body: { attendance_code_id: id, ...body } });
    const ok = await put(coordinator, { expiration_date: '2026-11-20 17:30', aoa_expiration_date: '' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(CLASS_MESSAGES.codeExpirationUpdated);
    let list = (await call(admin)('GET', `/api/class/attendance/codes/${classId}`)).body;
    // 17:30 in New York in November is 22:30 UTC.
    expect(list[0]).toMatchObject({ expiration_date: '2026-11-20T22:30:00.000Z', aoa_expiration_date: null, is_expired: 0 });

    const iso = await put(admin, { expiration_date: null, aoa_expiration_date: '2026-12-01T12:00:00Z' });
    expect(iso.status).toBe(200);
    list = (await call(admin)('GET', `/api/class/attendance/codes/${classId}`)).body;
    expect(list[0]).toMatchObject({ expiration_date: null, aoa_expiration_date: '2026-12-01T12:00:00.000Z' });

    const invalid = await put(admin, { expiration_date: '2026-13-40 25:00', aoa_expiration_date: null });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(CLASS_MESSAGES.codeExpirationInvalid);
    expect(invalid.body.errors[0].field).toBe('body.expiration_date');

    expect((await put(instructor, { expiration_date: null, aoa_expiration_date: null })).status).toBe(403);

    const foreign = await createClassSql(server, { codes: [{}, { day: 1, source: 'SAP' }] });
    const fid = foreign.codes[0]?.id as number;
    const refused = await call(admin)('PUT', `/api/class/attendance/codes/${fid}`, {
      body: { attendance_code_id: fid, expiration_date: null, aoa_expiration_date: null },
    });
    expect(refused.status).toBe(409);
  });
});

describe('verifying an attendance code', () => {
  it('adds the learner by code (method 4) and marks the day; wrong class and expired change nothing', async () => {
    const { classId, codes } = await createClassSql(server);
    const other = await createClassSql(server);
    const expired = await createClassSql(server, { codes: [{ expiration: new Date(START.getTime() - 1000) }] });
    const verify = (id: number, code: string) =>
      call(external)('POST', '/api/class/attend-code', { body: { classId: id, attendCode: code } });

    const wrong = await verify(classId, other.codes[0]?.code as string);
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ is_valid_attend_code: false, is_expired: false, message: CLASS_MESSAGES.codeWrongClass });
    const late = await verify(expired.classId, expired.codes[0]?.code as string);
    expect(late.body).toEqual({ is_valid_attend_code: false, is_expired: true, message: CLASS_MESSAGES.codeExpired });
    expect((await rosterOf(classId)).roster).toEqual([]);
    expect((await rosterOf(expired.classId)).roster).toEqual([]);

    const code = codes[0]?.code as string;
    const valid = await verify(classId, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    expect(valid.body).toEqual({ is_valid_attend_code: true, is_expired: false, message: CLASS_MESSAGES.codeVerified });
    const entry = (await rosterOf(classId)).roster[0];
    expect(entry).toMatchObject({ person_id: external.personId, roster_add_method_id: 4, is_external_learner: 1 });
    expect(entry.days[DAY1].attendedDay).toBe(1);
    // Entering it again is fine: still one row.
    expect((await verify(classId, code)).body.is_valid_attend_code).toBe(true);
    expect((await rosterOf(classId)).roster).toHaveLength(1);
  });

  it('a whole-class code on a day that is not a class day marks the first day not yet attended', async () => {
    const { classId, codes } = await createClassSql(server, { days: [{ date: '2026-11-18' }, { date: '2026-11-19' }] });
    const verify = () => call(learner)('POST', '/api/class/attend-code', { body: { classId, attendCode: codes[0]?.code } });
    expect((await verify()).body.is_valid_attend_code).toBe(true);
    let entry = (await rosterOf(classId)).roster[0];
    expect([entry.days['2026-11-18'].attendedDay, entry.days['2026-11-19'].attendedDay]).toEqual([1, 0]);
    await verify();
    entry = (await rosterOf(classId)).roster[0];
    expect([entry.days['2026-11-18'].attendedDay, entry.days['2026-11-19'].attendedDay]).toEqual([1, 1]);
  });

  it('is 404 for a Voided class and for another tenant', async () => {
    const voided = await createClassSql(server, { status: 'Voided' });
    const res = await call(learner)('POST', '/api/class/attend-code', {
      body: { classId: voided.classId, attendCode: voided.codes[0]?.code },
    });
    expect(res.status).toBe(404);
    const acme = await createClassSql(server, { tenant: 'acme' });
    const foreign = await call(learner)('POST', '/api/class/attend-code', {
      body: { classId: acme.classId, attendCode: acme.codes[0]?.code },
    });
    expect(foreign.status).toBe(404);
  });

  it('lists the classes a learner may enter a code for: Uncertified, a class day within a day of today', async () => {
    const near = await createClassSql(server, { title: 'Tomorrow class', days: [{ date: '2026-11-21' }] });
    const far = await createClassSql(server, { title: 'Next month class', days: [{ date: '2026-12-21' }] });
    const certified = await createClassSql(server, { status: 'Certified' });
    const res = await call(learner)('GET', '/api/class/attendable');
    expect(res.status).toBe(200);
    const listed = res.body.map((c: { id: number }) => c.id);
    expect(listed).toContain(near.classId);
    expect(listed).not.toContain(far.classId);
    expect(listed).not.toContain(certified.classId);
    expect(res.body.find((c: { id: number }) => c.id === near.classId)).toEqual({
      id: near.classId,
      class_title: 'Tomorrow class',
      dates: ['2026-11-21'],
    });
  });
});

describe('who may change a roster', () => {
  it('a Voided class refuses every change, and still shows its roster', async () => {
    const { classId } = await createClassSql(server);
    const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
    await server.db.asOwner((tx) => tx.query("UPDATE classes SET status = 'Voided' WHERE id = $1", [classId]));
    const refused = [
      await addLearner(classId, external),
      await call(admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } }),
      await call(admin)('PUT', `/api/class/attendance/all/${rosterId}`, { body: { in_did_attend: 1 } }),
      await call(admin)('POST', `/api/class/attendance/all-learners/${classId}`, { body: { in_did_attend: 1 } }),
      await call(admin)('POST', `/api/class/missed-time/${rosterId}`, {
        body: { in_day: 1, in_start_at: '14:00', in_returned_at: '14:10' },
      }),
      await call(admin)('PUT', `/api/class/roster/remove/learner/${rosterId}`, { body: {} }),
    ];
    for (const res of refused) expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect((await rosterOf(classId)).roster).toHaveLength(1);
  });

  it('refuses changes with 409 until the course agenda is finalized', async () => {
    const { classId } = await createClassSql(server, { courseTitle: 'Interactive Audit Sampling', courseStatus: 'Pending Signoff' });
    const res = await addLearner(classId, learner);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLASS_MESSAGES.agendaNotFinalized);
    expect((await rosterOf(classId)).roster).toEqual([]);
  });

  it('refuses learners on the staff routes, and answers 404 for acme ids', async () => {
    const { classId } = await createClassSql(server);
    const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
    expect((await call(learner)('GET', `/api/class/roster/${classId}`)).status).toBe(403);
    expect((await call(learner)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } })).status).toBe(403);
    expect((await call(instructor)('GET', `/api/class/roster/${classId}`)).status).toBe(200);

    const acme = await createClassSql(server, { tenant: 'acme' });
    const [acmeRoster] = await addLearnersSql(server, acme.classId, 1, 'acme');
    for (const [method, path, body] of [
      ['GET', `/api/class/roster/${acme.classId}`, undefined],
      ['GET', `/api/class/attendance/codes/${acme.classId}`, undefined],
      ['POST', `/api/class/participant/${acme.classId}`, { in_person_id: admin.personId, in_is_external_learner: 0 }],
      ['PUT', `/api/class/attendance/${acmeRoster}`, { in_day: 1, in_did_attend: 1 }],
      ['PUT', `/api/class/attendance/all/${acmeRoster}`, { in_did_attend: 1 }],
      ['POST', `/api/class/attendance/all-learners/${acme.classId}`, { in_did_attend: 1 }],
      ['POST', `/api/class/missed-time/${acmeRoster}`, { in_day: 1, in_start_at: '14:00', in_returned_at: '14:10' }],
      ['PUT', `/api/class/roster/remove/learner/${acmeRoster}`, {}],
      [
        'PUT',
        `/api/class/attendance/codes/${acme.codes[0]?.id}`,
        { attendance_code_id: acme.codes[0]?.id, expiration_date: null, aoa_expiration_date: null },
      ],
    ] as const) {
      const res = await call(admin)(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // And acme's own admin sees it.
    expect((await call(acmeAdmin)('GET', `/api/class/roster/${acme.classId}`)).body.roster).toHaveLength(1);
  });
});

describe('a 2,000-learner roster', () => {
  /** Counts the statements the handlers run through their transactions. */
  async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const db = server.db as { withTenant: Database['withTenant'] };
    const original = db.withTenant;
    let statements = 0;
    const counting: Database['withTenant'] = (ctx, inner, probe, access) =>
      original.call(
        server.db,
        ctx,
        (tx, rows) => {
          const counted: Tx = Object.assign(Object.create(tx), {
            query: (text: string, params?: readonly unknown[]) => {
              statements++;
              return tx.query(text, params);
            },
          });
          return inner(counted, rows);
        },
        probe,
        access,
      ) as ReturnType<typeof inner>;
    db.withTenant = counting;
    try {
      return { result: await fn(), statements };
    } finally {
      db.withTenant = original;
    }
  }

  it('answers 2,000 learners × 3 days correctly in a constant number of statements, and marks them all in one call', async () => {
    const { classId } = await createClassSql(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }, { date: '2026-11-22' }] });
    const rosterIds = await addLearnersSql(server, classId, 2000);
    const marked = await call(admin)('POST', `/api/class/attendance/all-learners/${classId}`, { body: { in_did_attend: 1 } });
    expect(marked.status).toBe(200);
    const lastId = rosterIds.at(-1) as number;
    await call(admin)('POST', `/api/class/missed-time/${lastId}`, { body: { in_day: 2, in_start_at: '13:00', in_returned_at: '14:00' } });

    const { result: body, statements } = await countStatements(() => rosterOf(classId));
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(10);
    expect(body.roster).toHaveLength(2000);
    expect(body.days).toEqual([DAY1, '2026-11-21', '2026-11-22']);
    for (const entry of body.roster) expect(Object.keys(entry.days)).toHaveLength(3);
    expect(
      body.roster.every((e: { days: Record<string, { attendedDay: number }> }) => Object.values(e.days).every((d) => d.attendedDay === 1)),
    ).toBe(true);
    // Agenda day 1 carries all the credits: 4.0 for everyone; the missed hour on day 2 costs nothing.
    expect(body.roster.every((e: { credits: { credits: number }[] }) => total(e.credits) === 4)).toBe(true);
    const last = body.roster.find((e: { class_roster_id: number }) => e.class_roster_id === lastId);
    expect(last.days['2026-11-21'].missedTimes).toHaveLength(1);
    expect(Object.keys(body.limitationReasonsObj)).toEqual([]);
  });
});
