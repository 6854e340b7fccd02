import { CLASS_DAY_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass } from '../support/factories/classes.ts';
import { finalizedTwoDayCourse } from '../support/factories/courses.ts';
import { putOnRoster } from '../support/factories/roster.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Every day of the course's agenda (ADR 0014): a new class takes them all, Class Agenda and
 * the roster show them all, and the days can be changed while the class is Uncertified.
 * Time zones and daylight saving are in class-times.test.ts.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;
let acmeAdmin: Session;
let twoDay: number;

const DAY_1 = { date: '2027-02-10', start_time: '09:00', end_time: '11:30' };
const DAY_2 = { date: '2027-02-11', start_time: '13:00', end_time: '16:40' };

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner, acmeAdmin } = await startSignedIn({ start: new Date('2027-01-15T12:00:00Z') }));
  twoDay = await finalizedTwoDayCourse(server, admin, instructor);
});
afterAll(() => server?.close());

describe('a new class takes every day of its course', () => {
  it("answers the course's agenda days with their times, to those who may see the course", async () => {
    const res = await as(server, coordinator)('GET', `/api/course/class-days/${twoDay}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ course_id: twoDay, title: 'Two-day course', course_status: 'Finalized' });
    expect(res.body.days).toEqual([
      { day: 1, start_time: '09:00', end_time: '11:30' },
      { day: 2, start_time: '13:00', end_time: '16:40' },
    ]);
    expect((await as(server, learner)('GET', `/api/course/class-days/${twoDay}`)).status).toBe(403);
    expect((await as(server, acmeAdmin)('GET', `/api/course/class-days/${twoDay}`)).status).toBe(404);
  });

  it('creates a class from a two-day course with both days: header, segments and roster columns', async () => {
    const call = as(server, coordinator);
    const id = await createClass(call, { course_id: twoDay, class_title: 'Both days', days: [DAY_1, DAY_2] });
    const header = (await call('GET', `/api/class/${id}`)).body.classSummary;
    expect(header.days).toEqual([
      { day: 1, ...DAY_1, starts_at: '2027-02-10T14:00:00.000Z', ends_at: '2027-02-10T16:30:00.000Z' },
      { day: 2, ...DAY_2, starts_at: '2027-02-11T18:00:00.000Z', ends_at: '2027-02-11T21:40:00.000Z' },
    ]);
    const segments = (await call('GET', `/api/class/segments/${id}`)).body as { day: number; date: string; title: string }[];
    expect(segments.map((s) => [s.day, s.date, s.title])).toEqual([
      [1, DAY_1.date, 'Morning'],
      [2, DAY_2.date, 'Afternoon one'],
      [2, DAY_2.date, 'Afternoon two'],
    ]);
    const roster = (await call('GET', `/api/class/roster/${id}`)).body;
    expect(roster.days).toEqual([DAY_1.date, DAY_2.date]);
    expect(roster.dayTimes).toEqual([
      { day: 1, ...DAY_1 },
      { day: 2, ...DAY_2 },
    ]);
  });

  it('refuses a class with fewer days than its agenda: day 2 could never be attended', async () => {
    const res = await as(server, coordinator)('POST', '/api/class', {
      body: { course_id: twoDay, class_title: 'One day only', timezone: 'America/New_York', days: [DAY_1] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ field: 'body.days', message: CLASS_DAY_MESSAGES.tooFewDays(2) });
  });
});

describe('changing the days of a class (PUT /class/days/{id})', () => {
  const put = (who: Session, id: number, days: unknown[]) => as(server, who)('PUT', `/api/class/days/${id}`, { body: { days } });
  const header = async (id: number) => (await as(server, admin)('GET', `/api/class/${id}`)).body.classSummary;

  it('moves dates and times; the instants, the start date, the roster and a code that ended with the day follow', async () => {
    const id = await createClass(as(server, coordinator), { course_id: twoDay, days: [DAY_1, DAY_2] });
    const res = await put(coordinator, id, [DAY_1, { date: '2027-02-12', start_time: '12:00', end_time: '17:15' }]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CLASS_DAY_MESSAGES.daysSaved);
    const after = await header(id);
    expect(after.days[1]).toEqual({
      day: 2,
      date: '2027-02-12',
      start_time: '12:00',
      end_time: '17:15',
      starts_at: '2027-02-12T17:00:00.000Z',
      ends_at: '2027-02-12T22:15:00.000Z',
    });
    expect((await as(server, admin)('GET', `/api/class/roster/${id}`)).body.days).toEqual([DAY_1.date, '2027-02-12']);
    const [code] = (await as(server, admin)('GET', `/api/class/attendance/codes/${id}`)).body;
    expect(code).toMatchObject({ expiration_date: '2027-02-12T22:15:00.000Z', aoa_expiration_date: '2027-03-14T21:15:00.000Z' });
    const moved = await put(coordinator, id, [
      { ...DAY_1, date: '2027-02-11' },
      { ...DAY_2, date: '2027-02-12' },
    ]);
    expect(moved.status).toBe(200);
    expect((await header(id)).start_date).toBe('2027-02-11');
  });

  it('keeps an expiry someone set by hand, adds a daily code for a new day and removes the code of a removed day', async () => {
    const call = as(server, admin);
    const id = await createClass(call, { course_id: twoDay, days: [DAY_1, DAY_2], daily_attendance_codes: true });
    type Code = { attendance_code_id: number; day: number; expiration_date: string };
    const codes = async () => (await call('GET', `/api/class/attendance/codes/${id}`)).body as Code[];
    const first = (await codes())[0] as Code;
    await call('PUT', `/api/class/attendance/codes/${first.attendance_code_id}`, {
      body: {
        attendance_code_id: first.attendance_code_id,
        expiration_date: '2027-02-10 20:00',
        aoa_expiration_date: '2027-03-30 12:00',
      },
    });
    const third = { date: '2027-02-13', start_time: '10:00', end_time: '12:00' };
    expect((await put(admin, id, [{ ...DAY_1, end_time: '12:00' }, DAY_2, third])).status).toBe(200);
    expect((await codes()).map((c) => [c.day, c.expiration_date])).toEqual([
      [1, '2027-02-11T01:00:00.000Z'],
      [2, '2027-02-11T21:40:00.000Z'],
      [3, '2027-02-13T17:00:00.000Z'],
    ]);
    expect((await put(admin, id, [DAY_1, DAY_2])).status).toBe(200);
    expect((await codes()).map((c) => c.day)).toEqual([1, 2]);
  });

  it('refuses days out of order, ending before they start, fewer than the agenda, or removing a day with attendance', async () => {
    const id = await createClass(as(server, admin), { course_id: twoDay, days: [DAY_1, DAY_2, { ...DAY_2, date: '2027-02-12' }] });
    const refused = async (days: unknown[], field: string, status = 400) => {
      const res = await put(admin, id, days);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status === 400) expect(res.body.errors[0].field).toBe(field);
      return res;
    };
    await refused([DAY_2, DAY_1], 'body.days.1.date');
    await refused([DAY_1, { ...DAY_2, end_time: '12:00' }], 'body.days.1.end_time');
    await refused([DAY_1], 'body.days');
    await refused([DAY_1, { ...DAY_2, date: '2027-02-30' }], 'body.days.1.date');
    const { rows } = await server.db.asOwner((tx) => tx.query<{ id: number }>('SELECT id FROM persons WHERE username = $1', ['learner']));
    await putOnRoster(server, id, [rows[0]?.id as number], [1, 2, 3]);
    const res = await refused([DAY_1, DAY_2], '', 409);
    expect(res.body.message).toBe(CLASS_DAY_MESSAGES.dayHasAttendance(3));
    expect((await header(id)).days).toHaveLength(3);
  });

  it('is refused to a learner (403), for another tenant (404), and once the class is no longer Uncertified (409)', async () => {
    const id = await createClass(as(server, admin), { course_id: twoDay, days: [DAY_1, DAY_2] });
    expect((await put(learner, id, [DAY_1, DAY_2])).status).toBe(403);
    expect((await put(acmeAdmin, id, [DAY_1, DAY_2])).status).toBe(404);
    await server.db.asOwner((tx) => tx.query("UPDATE classes SET status = 'Certified' WHERE id = $1", [id]));
    const certified = await put(admin, id, [DAY_1, { ...DAY_2, date: '2027-02-15' }]);
    expect(certified.status).toBe(409);
    expect(certified.body.message).toBe(CLASS_DAY_MESSAGES.notEditable);
    expect((await header(id)).days[1].date).toBe(DAY_2.date);
  });
});
