import { CLASS_DAY_MESSAGES, formatClassLocal } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass } from '../support/factories/classes.ts';
import { courseIdByTitle } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Class times are instants with the class's IANA zone (ADR 0014): computed per day across
 * daylight-saving changes, and recomputed when the class moves to another zone, so that
 * every time keeps its wall clock. The clock starts on 2026-12-01 and only moves forward.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;

const NY = 'America/New_York';
const CHICAGO = 'America/Chicago';

beforeAll(async () => {
  ({ server, admin, coordinator } = await startSignedIn({ start: new Date('2026-12-01T12:00:00Z') }));
});
afterAll(() => server?.close());

type Code = {
  attendance_code_id: number;
  attendance_code: string;
  day: number | null;
  expiration_date: string;
  aoa_expiration_date: string;
  is_expired: 0 | 1;
};
const codesOf = async (who: Session, id: number) => (await as(server, who)('GET', `/api/class/attendance/codes/${id}`)).body as Code[];
const daysOf = async (id: number) =>
  (await as(server, admin)('GET', `/api/class/${id}`)).body.classSummary.days as { starts_at: string; ends_at: string }[];

describe('daylight saving', () => {
  it('a New York class over the spring-forward Sunday (2027-03-14): each day and code at its own offset', async () => {
    const id = await createClass(as(server, admin), {
      timezone: NY,
      daily_attendance_codes: true,
      days: [
        { date: '2027-03-13', start_time: '09:00', end_time: '17:00' },
        { date: '2027-03-14', start_time: '09:00', end_time: '17:00' },
      ],
    });
    expect(await daysOf(id)).toEqual([
      expect.objectContaining({ starts_at: '2027-03-13T14:00:00.000Z', ends_at: '2027-03-13T22:00:00.000Z' }),
      expect.objectContaining({ starts_at: '2027-03-14T13:00:00.000Z', ends_at: '2027-03-14T21:00:00.000Z' }),
    ]);
    // The AOA expiry is 17:00 in New York 30 days later: EDT by then, for both codes.
    expect((await codesOf(admin, id)).map((c) => [c.day, c.expiration_date, c.aoa_expiration_date])).toEqual([
      [1, '2027-03-13T22:00:00.000Z', '2027-04-12T21:00:00.000Z'],
      [2, '2027-03-14T21:00:00.000Z', '2027-04-13T21:00:00.000Z'],
    ]);
  });

  it('a New York class over the fall-back Sunday (2026-11-01) ends each day at 17:00 local', async () => {
    const id = await createClass(as(server, admin), {
      timezone: NY,
      days: [
        { date: '2026-10-31', start_time: '09:00', end_time: '17:00' },
        { date: '2026-11-01', start_time: '01:30', end_time: '17:00' },
      ],
    });
    expect(await daysOf(id)).toEqual([
      expect.objectContaining({ starts_at: '2026-10-31T13:00:00.000Z', ends_at: '2026-10-31T21:00:00.000Z' }),
      // 01:30 happens twice that night: the first, still EDT.
      expect.objectContaining({ starts_at: '2026-11-01T05:30:00.000Z', ends_at: '2026-11-01T22:00:00.000Z' }),
    ]);
    const [code] = await codesOf(admin, id);
    expect(code?.expiration_date).toBe('2026-11-01T22:00:00.000Z');
    expect(formatClassLocal(code?.expiration_date, NY)).toBe('2026-11-01 17:00');
  });

  it('refuses a day that starts at a time the clocks skip', async () => {
    const res = await as(server, admin)('POST', '/api/class', {
      body: {
        course_id: await courseIdByTitle(as(server, admin)),
        class_title: 'Skipped hour',
        timezone: NY,
        days: [{ date: '2027-03-14', start_time: '02:30', end_time: '10:00' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({
      field: 'body.days.0.start_time',
      message: CLASS_DAY_MESSAGES.skippedTime('02:30', '2027-03-14', NY),
    });
  });
});

describe('moving a class to another timezone', () => {
  it('Eastern to Central: the code is not expired at once, and expires at the class end in CT', async () => {
    const call = as(server, coordinator);
    const day = { date: '2026-12-10', start_time: '09:00', end_time: '12:30' };
    const id = await createClass(call, { class_title: 'Moves west', timezone: NY, days: [day] });
    // 12:45 in New York, 11:45 in Chicago: after the Eastern end (17:30 UTC), before the Central one (18:30 UTC).
    server.clock.advanceMs(Date.parse('2026-12-10T17:45:00Z') - server.clock.now().getTime());
    // Sessions time out on the server's clock: sign in again at the new time.
    const after = await server.login('coordinator');
    admin = await server.login('admin');
    expect((await codesOf(after, id))[0]).toMatchObject({ expiration_date: '2026-12-10T17:30:00.000Z', is_expired: 1 });

    const moved = await as(server, after)('PUT', `/api/class/${id}`, { body: { in_title: 'Moves west', in_timezone: CHICAGO } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [code] = await codesOf(after, id);
    expect(code).toMatchObject({
      expiration_date: '2026-12-10T18:30:00.000Z',
      aoa_expiration_date: '2027-01-09T18:30:00.000Z',
      is_expired: 0,
    });
    expect(formatClassLocal(code?.expiration_date, CHICAGO)).toBe('2026-12-10 12:30');
    expect(await daysOf(id)).toEqual([
      expect.objectContaining({ ...day, starts_at: '2026-12-10T15:00:00.000Z', ends_at: '2026-12-10T18:30:00.000Z' }),
    ]);
    // A learner in the room can still check in with it.
    const learner = await server.login('learner');
    const entered = await as(server, learner)('POST', '/api/class/attend-code', {
      body: { classId: id, attendCode: code?.attendance_code },
    });
    expect(entered.body).toMatchObject({ is_valid_attend_code: true, is_expired: false });
  });

  it('keeps the wall clock of an expiry set by hand, and of the days, when the zone changes', async () => {
    const call = as(server, admin);
    const id = await createClass(call, {
      timezone: NY,
      days: [
        { date: '2027-01-20', start_time: '09:00', end_time: '12:00' },
        { date: '2027-01-21', start_time: '09:00', end_time: '12:00' },
      ],
    });
    const [code] = (await call('GET', `/api/class/attendance/codes/${id}`)).body as Code[];
    const codeId = code?.attendance_code_id as number;
    await call('PUT', `/api/class/attendance/codes/${codeId}`, {
      body: { attendance_code_id: codeId, expiration_date: '2027-01-25 08:00', aoa_expiration_date: '2027-02-28 23:59' },
    });
    expect((await call('PUT', `/api/class/${id}`, { body: { in_title: 'Test class', in_timezone: 'America/Los_Angeles' } })).status).toBe(
      200,
    );
    const [after] = (await call('GET', `/api/class/attendance/codes/${id}`)).body as Code[];
    expect(formatClassLocal(after?.expiration_date, 'America/Los_Angeles')).toBe('2027-01-25 08:00');
    expect(formatClassLocal(after?.aoa_expiration_date, 'America/Los_Angeles')).toBe('2027-02-28 23:59');
    expect((await daysOf(id)).map((d) => formatClassLocal(d.starts_at, 'America/Los_Angeles'))).toEqual([
      '2027-01-20 09:00',
      '2027-01-21 09:00',
    ]);
  });
});
