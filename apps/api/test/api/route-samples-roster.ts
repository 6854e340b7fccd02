import { addLearnersSql, rosterClass } from '../support/factories/roster.ts';
import type { TestServer } from '../support/test-server.ts';
import { answering, ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the roster, attendance and code routes (roster-routes.ts) for
 * route-contract.test.ts. The staff routes need a class permission, so a Learner is
 * the denied caller. Until prepareRosterIds runs, the ids name no record: the allowed
 * caller then gets 404, which the contract accepts, and 400s and 403s are unchanged.
 */
const NONE = 2_147_483_000;
export const rosterIds = { class: NONE, roster: NONE, rosterToRemove: NONE, missedTime: NONE, code: NONE, attendCode: 'ABCDEFGH' };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });

export const ROSTER_SAMPLES: RouteSamples = {
  getRoster: staff(() => ({ path: `/api/class/roster/${rosterIds.class}` })),
  exportRoster: staff(() => ({ path: `/api/class/roster/export/${rosterIds.class}` })),
  getCompactRoster: staff(() => ({ path: `/api/class/roster/compact/${rosterIds.class}` })),
  addParticipant: answering(
    201,
    staff(() => ({
      path: `/api/class/participant/${rosterIds.class}`,
      body: { in_person_id: ids.learner || NONE, in_is_external_learner: 0 },
    })),
  ),
  removeLearner: staff(() => ({
    path: `/api/class/roster/remove/learner/${rosterIds.rosterToRemove}`,
    body: { message: 'Sampled removal' },
  })),
  markAttendance: staff(() => ({
    path: `/api/class/attendance/${rosterIds.roster}`,
    body: { in_day: 1, in_did_attend: 1 },
  })),
  markAttendanceAll: staff(() => ({
    path: `/api/class/attendance/all/${rosterIds.roster}`,
    body: { in_did_attend: 1 },
  })),
  markAllLearners: staff(() => ({
    path: `/api/class/attendance/all-learners/${rosterIds.class}`,
    body: { in_did_attend: 1 },
  })),
  recordMissedTime: answering(
    201,
    staff(() => ({
      path: `/api/class/missed-time/${rosterIds.roster}`,
      body: { in_day: 1, in_start_at: '15:00', in_returned_at: '15:10' },
    })),
  ),
  removeMissedTime: staff(() => ({ path: `/api/class/missed-time/remove/${rosterIds.missedTime}` })),
  listAttendanceCodes: staff(() => ({ path: `/api/class/attendance/codes/${rosterIds.class}` })),
  updateCodeExpiry: staff(() => ({
    path: `/api/class/attendance/codes/${rosterIds.code}`,
    body: { attendance_code_id: rosterIds.code, expiration_date: '2030-01-01 17:00', aoa_expiration_date: null },
  })),
  verifyAttendCode: {
    rule: 'signed in',
    allowed: {
      as: 'learner',
      req: () => ({ path: '/api/class/attend-code', body: { classId: rosterIds.class, attendCode: rosterIds.attendCode } }),
    },
  },
  listAttendableClasses: { rule: 'signed in', allowed: { as: 'learner', req: () => ({ path: '/api/class/attendable' }) } },
};

/** Makes the records the samples name: a demo class with two learners (one to remove), a missed time and a code. */
export async function prepareRosterIds(server: TestServer): Promise<void> {
  const built = await rosterClass(server, { title: 'Contract roster class' });
  const [roster = NONE, rosterToRemove = NONE] = await addLearnersSql(server, built.classId, 2);
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      `INSERT INTO roster_missed_times (tenant_id, roster_id, day, start_at, returned_at, created_at)
       SELECT tenant_id, id, 1, '13:00', '13:10', now() FROM class_roster WHERE id = $1 RETURNING id`,
      [roster],
    ),
  );
  Object.assign(rosterIds, {
    class: built.classId,
    roster,
    rosterToRemove,
    missedTime: rows[0]?.id ?? NONE,
    code: built.codes[0]?.id ?? NONE,
    attendCode: built.codes[0]?.code ?? 'ABCDEFGH',
  });
}
