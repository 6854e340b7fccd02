import { type LocalLearningAbilities, type LocalLearningStatus, localLearningAbilities } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/**
 * The local learning routes' rule: signed in. The policy lets the submitter see and edit their
 * own Draft without any code (LLP057 'the submitter may also'), so each record, and
 * each search row, is checked by the local learning policy instead (403 for a record one may not see).
 */
export const localLearningAccess = () => allow.signedIn();

/** The columns the local learning's rules and writes need. */
export interface LocalLearningRow {
  id: number;
  title: string;
  course_status: LocalLearningStatus;
  created_by: number;
  class_id: number | null;
  delivery_method_id: number | null;
  agenda_type_id: number | null;
  version: number;
  timezone: string | null;
}

export type LocalLearningAbility = keyof LocalLearningAbilities;

export function abilitiesOf(ll: LocalLearningRow, session: Session): LocalLearningAbilities {
  return localLearningAbilities(ll, { permissions: session.permissions, personId: session.personId });
}

/**
 * Loads a local learning the caller may see (locked for a write when asked). Another tenant's
 * row is invisible under row-level security, and an agenda of another kind is not a local
 * learning: both are 404. One of the caller's firm they may not see is 403 (it exists).
 */
export async function loadLocalLearning(
  tx: Queryable,
  id: number,
  session: Session,
  opts: { lock?: boolean } = {},
): Promise<LocalLearningRow> {
  const { rows } = await tx.query<LocalLearningRow>(
    `SELECT c.id, c.title, c.course_status, c.created_by, c.class_id, c.delivery_method_id, c.agenda_type_id, c.version, k.timezone
       FROM courses c LEFT JOIN classes k ON k.id = c.class_id
      WHERE c.id = $1 AND c.kind = 'local_learning'${opts.lock ? ' FOR UPDATE OF c' : ''}`,
    [id],
  );
  const ll = rows[0];
  if (!ll) throw notFound('Local learning not found');
  if (!abilitiesOf(ll, session).view) throw forbidden(`You may not view a local learning in status ${ll.course_status}.`);
  return ll;
}

/** Loads the local learning for a write and requires one ability, else 403 saying why. */
export async function requireLocalLearning(
  tx: Queryable,
  id: number,
  session: Session,
  ability: LocalLearningAbility,
): Promise<LocalLearningRow & { abilities: LocalLearningAbilities }> {
  const ll = await loadLocalLearning(tx, id, session, { lock: true });
  const abilities = abilitiesOf(ll, session);
  if (!abilities[ability]) {
    const what = ability === 'edit' ? 'edit' : ability === 'notApprove' ? 'close as Not Approved' : ability;
    throw forbidden(`You may not ${what} a local learning in status ${ll.course_status}.`);
  }
  return { ...ll, abilities };
}
