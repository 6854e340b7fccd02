import { AOA_MESSAGES, type AoaAbilities, type AoaStatus, aoaAbilities, aoaVisible } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/**
 * Who reaches an affidavit (the contract's AOA policy): its requestor and AOA staff (AOA050).
 * Any signed-in learner may file one, so the routes admit everyone signed in and each
 * affidavit is then checked here: one the caller may not see is 404, like another firm's.
 */
export const aoaAccess = () => allow.signedIn();

export interface AoaRow {
  id: number;
  requestor_id: number;
  class_id: number;
  roster_id: number | null;
  verify_type_id: number | null;
  attend_code: string | null;
  is_confirmed: boolean;
  status: AoaStatus;
}

export type AbleAoa = AoaRow & { abilities: AoaAbilities };

/** Loads an affidavit the caller may see (locked for a write when asked), with their abilities; else 404. */
export async function loadAoa(tx: Queryable, id: number, session: Session, opts: { lock?: boolean } = {}): Promise<AbleAoa> {
  const { rows } = await tx.query<AoaRow>(
    `SELECT id, requestor_id, class_id, roster_id, verify_type_id, attend_code, is_confirmed, status
       FROM affidavits WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const aoa = rows[0];
  const caller = { personId: session.personId, permissions: session.permissions };
  if (!aoa || !aoaVisible({ requestorId: aoa.requestor_id }, caller)) throw notFound('Affidavit not found');
  return { ...aoa, abilities: aoaAbilities({ status: aoa.status, requestorId: aoa.requestor_id }, caller) };
}

/** Loads the affidavit locked and requires an ability: a Draft for editing, by its requestor or staff. */
export async function requireAoa(tx: Queryable, id: number, session: Session, ability: keyof AoaAbilities): Promise<AbleAoa> {
  const aoa = await loadAoa(tx, id, session, { lock: true });
  if (!aoa.abilities[ability]) throw forbidden(AOA_MESSAGES.notEditable);
  return aoa;
}

/** Marks the affidavit changed (searches sort by it; the audit trail records who). */
export async function touchAoa(tx: Queryable, id: number, personId: number, now: Date): Promise<void> {
  await tx.query('UPDATE affidavits SET updated_at = $2, updated_by = $3 WHERE id = $1', [id, now, personId]);
}

/** Days the affidavit declares attended (the Confirmation step and submit read it). */
export async function attendedDayCount(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM affidavit_days WHERE affidavit_id = $1 AND attended', [
    id,
  ]);
  return rows[0]?.n ?? 0;
}
