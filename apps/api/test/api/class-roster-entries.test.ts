import { CLASS_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosterCsv } from '../../src/modules/classes/roster/roster-export.ts';
import { addLearnersSql, rosterClass } from '../support/factories/roster.ts';
import { countStatements, DAY1, type RosterFixture, startRosterFixture, creditTotal as total } from '../support/roster-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The roster of a class through the API (the roster entry fields; the class calls): derived
 * credits, the CSV export, adding and removing learners, who may change it, and a
 * 2,000-learner roster. Attendance and attendance codes are in class-roster-attendance.test.ts.
 * Classes are made in SQL (factories/roster.ts) from the Finalized 'Partner Leadership
 * Training Hours' course: one agenda day, 13:00–14:40 and 14:50–16:30, 4.0 credits in two fields.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
let addLearner: RosterFixture['addLearner'];
let rosterOf: RosterFixture['rosterOf'];

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, learner, external, acmeAdmin, addLearner, rosterOf } = await startRosterFixture());
});
afterAll(() => server?.close());

const call = (s: Session) => as(server, s);

describe('roster and derived credits', () => {
  it('answers an empty roster for a class without learners', async () => {
    const { classId } = await rosterClass(server);
    const body = await rosterOf(classId);
    expect(body).toEqual({
      roster: [],
      days: [DAY1],
      dayTimes: [{ date: DAY1, day: 1, start_time: '13:00', end_time: '16:30' }],
      limitationReasonsObj: {},
    });
  });

  it('gives full attendance the course credits, and a missed hour fewer, with its reason', async () => {
    const { classId } = await rosterClass(server);
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
  it('exports attendance per date and credits, and neutralizes formulas', async () => {
    const { classId } = await rosterClass(server);
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
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")","'+1@example.com",Y,Attendance code,Y,30,1,TAX 2`);
  });
});

describe('adding and removing learners', () => {
  it('adds internal and external learners, refuses a live duplicate, removes, and adds again', async () => {
    const { classId } = await rosterClass(server);
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

describe('who may change a roster', () => {
  it('a Voided class refuses every change, and still shows its roster', async () => {
    const { classId } = await rosterClass(server);
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
    const { classId } = await rosterClass(server, { courseTitle: 'Interactive Audit Sampling', courseStatus: 'Pending Signoff' });
    const res = await addLearner(classId, learner);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLASS_MESSAGES.agendaNotFinalized);
    expect((await rosterOf(classId)).roster).toEqual([]);
  });

  it('refuses learners on the staff routes, and answers 404 for acme ids', async () => {
    const { classId } = await rosterClass(server);
    const rosterId = (await addLearner(classId, learner)).body.class_roster_id;
    expect((await call(learner)('GET', `/api/class/roster/${classId}`)).status).toBe(403);
    expect((await call(learner)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 1, in_did_attend: 1 } })).status).toBe(403);
    expect((await call(instructor)('GET', `/api/class/roster/${classId}`)).status).toBe(200);

    const acme = await rosterClass(server, { tenant: 'acme' });
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
  it('answers 2,000 learners × 3 days correctly in a constant number of statements, and marks them all in one call', async () => {
    const { classId } = await rosterClass(server, { days: [{ date: DAY1 }, { date: '2026-11-21' }, { date: '2026-11-22' }] });
    const rosterIds = await addLearnersSql(server, classId, 2000);
    const marked = await call(admin)('POST', `/api/class/attendance/all-learners/${classId}`, { body: { in_did_attend: 1 } });
    expect(marked.status).toBe(200);
    const lastId = rosterIds.at(-1) as number;
    await call(admin)('POST', `/api/class/missed-time/${lastId}`, { body: { in_day: 2, in_start_at: '13:00', in_returned_at: '14:00' } });

    const { result: body, statements } = await countStatements(server, () => rosterOf(classId));
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
