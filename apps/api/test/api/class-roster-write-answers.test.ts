import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnersSql, rosterClass } from '../support/factories/roster.ts';
import { DAY1, type RosterFixture, startRosterFixture } from '../support/roster-fixture.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * A write to one learner's attendance or missed time answers with that learner's roster row
 * only, as GET /class/roster/{id} shows it (ADR 0020): the screen puts it in place instead
 * of reloading a roster of 2,000.
 */
let server: TestServer;
let admin: Session;
let rosterOf: RosterFixture['rosterOf'];

beforeAll(async () => {
  ({ server, admin, rosterOf } = await startRosterFixture());
});
afterAll(() => server?.close());

const DAY2 = '2026-11-21';

/** A class of two days with four learners; the answers concern the third. */
async function classOfFour() {
  const { classId } = await rosterClass(server, { days: [{ date: DAY1 }, { date: DAY2 }] });
  const rosterIds = await addLearnersSql(server, classId, 4);
  return { classId, rosterId: rosterIds[2] as number };
}

/** The learner's row and reasons as the whole roster has them after the write. */
async function rowInRoster(classId: number, rosterId: number) {
  const roster = await rosterOf(classId);
  const row = roster.roster.find((e: { class_roster_id: number }) => e.class_roster_id === rosterId);
  const reasons = roster.limitationReasonsObj[String(rosterId)];
  return { roster: [row], limitationReasonsObj: reasons ? { [String(rosterId)]: reasons } : {} };
}

describe('roster write answers', () => {
  it('marking one day answers with the changed row only, as the roster has it', async () => {
    const { classId, rosterId } = await classOfFour();
    const res = await as(server, admin)('PUT', `/api/class/attendance/${rosterId}`, { body: { in_day: 2, in_did_attend: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Attendance updated');
    expect(res.body.roster).toHaveLength(1);
    expect(res.body.roster[0].days[DAY2].attendedDay).toBe(1);
    expect({ roster: res.body.roster, limitationReasonsObj: res.body.limitationReasonsObj }).toEqual(await rowInRoster(classId, rosterId));
  });

  it('marking every day answers with the changed row only', async () => {
    const { classId, rosterId } = await classOfFour();
    const res = await as(server, admin)('PUT', `/api/class/attendance/all/${rosterId}`, { body: { in_did_attend: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.roster.map((e: { class_roster_id: number }) => e.class_roster_id)).toEqual([rosterId]);
    expect(Object.values(res.body.roster[0].days).map((d) => (d as { attendedDay: number }).attendedDay)).toEqual([1, 1]);
    expect({ roster: res.body.roster, limitationReasonsObj: res.body.limitationReasonsObj }).toEqual(await rowInRoster(classId, rosterId));
  });

  it('recording and removing missed time answer with the changed row, its reduced credits and their reasons', async () => {
    const { classId, rosterId } = await classOfFour();
    await as(server, admin)('PUT', `/api/class/attendance/all/${rosterId}`, { body: { in_did_attend: 1 } });
    const added = await as(server, admin)('POST', `/api/class/missed-time/${rosterId}`, {
      body: { in_day: 1, in_start_at: '13:30', in_returned_at: '15:00' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ id: expect.any(Number), message: 'Missed time recorded' });
    expect(added.body.roster).toHaveLength(1);
    expect(added.body.roster[0].days[DAY1].missedTimes).toEqual([{ id: added.body.id, startAt: '13:30', returnedAt: '15:00' }]);
    expect(Object.keys(added.body.limitationReasonsObj)).toEqual([String(rosterId)]);
    expect({ roster: added.body.roster, limitationReasonsObj: added.body.limitationReasonsObj }).toEqual(
      await rowInRoster(classId, rosterId),
    );

    const removed = await as(server, admin)('PUT', `/api/class/missed-time/remove/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Missed time removed', limitationReasonsObj: {} });
    expect(removed.body.roster[0].days[DAY1].missedTimes).toEqual([]);
    expect({ roster: removed.body.roster, limitationReasonsObj: removed.body.limitationReasonsObj }).toEqual(
      await rowInRoster(classId, rosterId),
    );
  });
});
