import { CLASS_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnersSql, rosterClass } from '../support/factories/roster.ts';
import { DAY1, type RosterFixture, ROSTER_START as START, startRosterFixture } from '../support/roster-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Attendance, missed time and attendance codes of a class through the API (the roster
 * entry and attendance code fields; the class calls). The roster itself is in class-roster-entries.test.ts.
 * Classes are made in SQL (factories/roster.ts) from the Finalized 'Partner Leadership
 * Training Hours' course: one agenda day, 13:00–16:30; the clock stands at 10:00 in New York
 * on that day (START).
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;
let external: Session;
let addLearner: RosterFixture['addLearner'];
let rosterOf: RosterFixture['rosterOf'];

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner, external, addLearner, rosterOf } = await startRosterFixture());
});
afterAll(() => server?.close());

const call = (s: Session) => as(server, s);

describe('attendance', () => {
  it('marks one day, every day, and refuses a day the class does not have', async () => {
    const { classId } = await rosterClass(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }, { date: '2026-11-23' }] });
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
    const { classId } = await rosterClass(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }] });
    await addLearnersSql(server, classId, 5);
    const res = await call(coordinator)('POST', `/api/class/attendance/all-learners/${classId}`, { body: { in_did_attend: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = await rosterOf(classId);
    expect(body.roster).toHaveLength(5);
    for (const entry of body.roster)
      expect(Object.values(entry.days).every((d) => (d as { attendedDay: number }).attendedDay === 1)).toBe(true);
  });

  it('marks or clears every learner on one class day (in_day), leaving the other days; without in_day, every day', async () => {
    const { classId } = await rosterClass(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }, { date: '2026-11-23' }] });
    await addLearnersSql(server, classId, 3);
    const everyone = (body: object) => call(coordinator)('POST', `/api/class/attendance/all-learners/${classId}`, { body });
    const attended = async () =>
      (await rosterOf(classId)).roster.map((e: { days: Record<string, { attendedDay: number }> }) =>
        [DAY1, '2026-11-21', '2026-11-23'].map((d) => e.days[d]?.attendedDay),
      );
    expect((await everyone({ in_did_attend: 1 })).status).toBe(200);
    expect(await attended()).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);

    const cleared = await everyone({ in_did_attend: 0, in_day: 2 });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.message).toBe('Attendance updated (3 learner days changed)');
    expect(await attended()).toEqual([
      [1, 0, 1],
      [1, 0, 1],
      [1, 0, 1],
    ]);

    const notADay = await everyone({ in_did_attend: 0, in_day: 4 });
    expect(notADay.status).toBe(400);
    expect(notADay.body.errors[0]).toEqual({ field: 'body.in_day', message: CLASS_MESSAGES.missedTimeNotClassDay });
    expect(await attended()).toEqual([
      [1, 0, 1],
      [1, 0, 1],
      [1, 0, 1],
    ]);
    expect((await everyone({ in_did_attend: 0 })).status).toBe(200);
    expect(await attended()).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('checks missed time against the class times and the other intervals, naming the field', async () => {
    const { classId } = await rosterClass(server);
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
  it('lists codes with is_expired at the request time, for HPT005 holders who run or teach the class', async () => {
    const past = new Date(START.getTime() - 60_000);
    const later = new Date(START.getTime() + 3_600_000);
    const { classId, codes } = await rosterClass(server, { codes: [{ expiration: later }, { day: 1, expiration: past }] });
    const res = await call(coordinator)('GET', `/api/class/attendance/codes/${classId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ attendance_code_id: codes[0]?.id, attendance_code: codes[0]?.code, day: null, is_expired: 0 }),
      expect.objectContaining({ attendance_code_id: codes[1]?.id, day: 1, is_expired: 1, expiration_date: past.toISOString() }),
    ]);
    expect((await call(learner)('GET', `/api/class/attendance/codes/${classId}`)).status).toBe(403);
    // An instructor (HPT005, no class code) reads the codes of the classes they teach only.
    expect((await call(instructor)('GET', `/api/class/attendance/codes/${classId}`)).status).toBe(403);
    await server.db.asOwner((tx) =>
      tx.query('INSERT INTO class_instructors (tenant_id, class_id, person_id) SELECT tenant_id, id, $2 FROM classes WHERE id = $1', [
        classId,
        instructor.personId,
      ]),
    );
    expect((await call(instructor)('GET', `/api/class/attendance/codes/${classId}`)).body).toEqual(res.body);
  });

  it('edits the expiry in the class timezone (CLS055), refuses invalid dates and foreign codes', async () => {
    const { classId, codes } = await rosterClass(server);
    const id = codes[0]?.id as number;
    const put = (by: Session, body: object) =>
      call(by)('PUT', `/api/class/attendance/codes/${id}`, { body: { attendance_code_id: id, ...body } });
    const ok = await put(coordinator, { expiration_date: '2026-11-20 17:30', aoa_expiration_date: '' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // "The response reads error": none on success.
    expect(ok.body).toEqual({ message: CLASS_MESSAGES.codeExpirationUpdated, error: null });
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

    const foreign = await rosterClass(server, { codes: [{}, { day: 1, source: 'SAP' }] });
    const fid = foreign.codes[0]?.id as number;
    const refused = await call(admin)('PUT', `/api/class/attendance/codes/${fid}`, {
      body: { attendance_code_id: fid, expiration_date: null, aoa_expiration_date: null },
    });
    expect(refused.status).toBe(409);
  });
});

describe('verifying an attendance code', () => {
  it('adds the learner by code (method 4) and marks the day; wrong class and expired change nothing', async () => {
    const { classId, codes } = await rosterClass(server);
    const other = await rosterClass(server);
    const expired = await rosterClass(server, { codes: [{ expiration: new Date(START.getTime() - 1000) }] });
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
    const { classId, codes } = await rosterClass(server, { days: [{ date: '2026-11-18' }, { date: '2026-11-19' }] });
    const verify = () => call(learner)('POST', '/api/class/attend-code', { body: { classId, attendCode: codes[0]?.code } });
    expect((await verify()).body.is_valid_attend_code).toBe(true);
    let entry = (await rosterOf(classId)).roster[0];
    expect([entry.days['2026-11-18'].attendedDay, entry.days['2026-11-19'].attendedDay]).toEqual([1, 0]);
    await verify();
    entry = (await rosterOf(classId)).roster[0];
    expect([entry.days['2026-11-18'].attendedDay, entry.days['2026-11-19'].attendedDay]).toEqual([1, 1]);
  });

  it('is 404 for a Voided class and for another tenant', async () => {
    const voided = await rosterClass(server, { status: 'Voided' });
    const res = await call(learner)('POST', '/api/class/attend-code', {
      body: { classId: voided.classId, attendCode: voided.codes[0]?.code },
    });
    expect(res.status).toBe(404);
    const acme = await rosterClass(server, { tenant: 'acme' });
    const foreign = await call(learner)('POST', '/api/class/attend-code', {
      body: { classId: acme.classId, attendCode: acme.codes[0]?.code },
    });
    expect(foreign.status).toBe(404);
  });

  it('lists the classes a learner may enter a code for: Uncertified, a class day within a day of today', async () => {
    const near = await rosterClass(server, { title: 'Tomorrow class', days: [{ date: '2026-11-21' }] });
    const far = await rosterClass(server, { title: 'Next month class', days: [{ date: '2026-12-21' }] });
    const certified = await rosterClass(server, { status: 'Certified' });
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
