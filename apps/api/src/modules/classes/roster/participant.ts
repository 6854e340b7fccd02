import { CLASS_ACCESS_CODES, CLASS_MESSAGES, endpoints, satisfies } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { allow } from '../../../platform/authorize.ts';
import { conflict, forbidden, invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { requireRosterChange } from './roster-access.ts';

/** Roster add methods (migration 0007): 1 by hand, 4 by attendance code. */
export const ROSTER_ADD_METHOD = { byHand: 1, attendanceCode: 4 } as const;

export interface NewLearner {
  classId: number;
  personId: number;
  addMethodId: number;
  createdBy: number;
  now: Date;
  /** As the caller knows it (the affidavit flow's in_is_external_learner); else from the person. */
  isExternal?: boolean;
}

/**
 * Puts a person of the tenant on the class roster. Internal or external comes from the
 * person, not the caller. Null when they already have a live row (a removed learner
 * has none, so may be added again); the partial unique index settles a race.
 */
export async function addLearner(tx: Queryable, learner: NewLearner): Promise<{ id: number; is_external_learner: boolean } | null> {
  const { rows } = await tx.query<{ id: number; is_external_learner: boolean }>(
    `INSERT INTO class_roster (class_id, person_id, is_external_learner, roster_add_method_id, created_by, created_at)
     SELECT $1, p.id, coalesce($6, p.person_type = 'external'), $3, $4, $5 FROM persons p WHERE p.id = $2
     ON CONFLICT (tenant_id, class_id, person_id) WHERE removed_at IS NULL DO NOTHING
     RETURNING id, is_external_learner`,
    [learner.classId, learner.personId, learner.addMethodId, learner.createdBy, learner.now, learner.isExternal ?? null],
  );
  return rows[0] ?? null;
}

/** A learner adding themself by attendance code (method 4): the affidavit flow's call. */
const addsSelfByCode = (personId: number, body: unknown) => {
  const b = body as { in_person_id?: unknown; in_roster_add_method_id?: unknown } | undefined;
  return b?.in_person_id === personId && b?.in_roster_add_method_id === ROSTER_ADD_METHOD.attendanceCode;
};

/**
 * The learner's own roster row when they hold an affidavit of the class verified by its code
 * (PUT /aoa/validate-attend-code already put them there): idempotent, the existing row, no
 * 409. Null when they hold none, and staff rules apply.
 */
async function addSelfByVerifiedCode(tx: Queryable, classId: number, personId: number, now: Date): Promise<number | null> {
  const { rows } = await tx.query(
    `SELECT 1 FROM affidavits WHERE class_id = $1 AND requestor_id = $2 AND verify_type_id = 1 AND attend_code IS NOT NULL
        AND status IN ('Draft', 'Submitted', 'Approved') LIMIT 1`,
    [classId, personId],
  );
  if (rows.length === 0) return null;
  const added = await addLearner(tx, { classId, personId, addMethodId: ROSTER_ADD_METHOD.attendanceCode, createdBy: personId, now });
  if (added) return added.id;
  const { rows: live } = await tx.query<{ id: number }>(
    'SELECT id FROM class_roster WHERE class_id = $1 AND person_id = $2 AND removed_at IS NULL',
    [classId, personId],
  );
  return live[0]?.id ?? null;
}

export const addParticipant = defineRoute(endpoints.addParticipant, {
  summary:
    'Add a learner (internal or external person of the firm) to the class roster; a learner adds themself with method 4 when their affidavit of the class is code-verified',
  tags: ['classes'],
  auth: classAccess().or(allow.owner('the learner adding themself by attendance code', (personId, s) => addsSelfByCode(personId, s.body))),
  async handler({ params, body, tx, me, now }) {
    if (addsSelfByCode(me().personId, body)) {
      const own = await addSelfByVerifiedCode(tx, params.classId, me().personId, now);
      if (own !== null) return { class_roster_id: own, message: 'Learner added to roster' };
      if (!satisfies(me().permissions, [CLASS_ACCESS_CODES]))
        throw forbidden('Verify your affidavit with the class attendance code first.');
    }
    const cls = await requireRosterChange(tx, params.classId, me());
    const { rows: people } = await tx.query<{ person_type: string }>('SELECT person_type FROM persons WHERE id = $1', [body.in_person_id]);
    const person = people[0];
    if (!person) throw invalid('body.in_person_id', 'No such person in this firm.');
    if ((person.person_type === 'external') !== Boolean(body.in_is_external_learner))
      throw invalid('body.in_is_external_learner', `This person is an ${person.person_type} user.`);
    // in_created_by is the spec's field; who added the learner is the session, never what the body claims.
    const added = await addLearner(tx, {
      classId: cls.id,
      personId: body.in_person_id,
      addMethodId: body.in_roster_add_method_id,
      createdBy: me().personId,
      now,
    });
    if (!added) throw conflict(CLASS_MESSAGES.learnerAlreadyOnRoster);
    await touchClass(tx, cls.id, me().personId, now);
    return { class_roster_id: added.id, message: 'Learner added to roster' };
  },
});
