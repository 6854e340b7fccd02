import { type EcpAbilities, type EcpStatus, ecpAbilities, ecpVisible } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/**
 * The external CPE routes' rule: anyone signed in may file their own request; each request is
 * then checked by the contract's policy (external-cpe-policy.ts): its owner or staff see it,
 * others get 404, and the abilities decide each write (403).
 */
export const ecpAccess = () => allow.signedIn();

export interface EcpRow {
  id: number;
  request_status: EcpStatus;
  created_by: number;
  request_person_id: number;
}

export type EcpAbility = keyof Pick<
  EcpAbilities,
  'canEdit' | 'canSubmit' | 'canApprove' | 'canNotApprove' | 'canReopen' | 'canLeaveFeedback' | 'canResolveFeedback'
>;

export const callerOf = (session: Session) => ({ personId: session.personId, permissions: session.permissions });

/**
 * Loads a request the caller may see (locked for a write when asked). Another tenant's request
 * is invisible under row-level security: 404 like a missing one, and so is someone else's.
 */
export async function loadRequest(tx: Queryable, id: number, session: Session, opts: { lock?: boolean } = {}): Promise<EcpRow> {
  const { rows } = await tx.query<EcpRow>(
    `SELECT id, request_status, created_by, request_person_id FROM external_cpe_requests WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row || !ecpVisible(row, callerOf(session))) throw notFound('External CPE request not found');
  return row;
}

const REFUSALS: Record<EcpAbility, string> = {
  canEdit: 'You may not change this request in its current status.',
  canSubmit: 'You may not submit this request.',
  canApprove: 'You may not approve this request.',
  canNotApprove: 'You may not close this request as Not Approved.',
  canReopen: 'You may not reopen this request.',
  canLeaveFeedback: 'You may not leave feedback on this request.',
  canResolveFeedback: 'You may not resolve feedback on this request.',
};

/** Loads the request for a write and requires one ability (403 otherwise). */
export async function requireRequest(tx: Queryable, id: number, session: Session, ability: EcpAbility): Promise<EcpRow> {
  const row = await loadRequest(tx, id, session, { lock: true });
  if (!ecpAbilities(row, callerOf(session))[ability]) throw forbidden(REFUSALS[ability]);
  return row;
}

/** Marks the request changed (search sorts by id, the audit trail records who). */
export async function touchRequest(tx: Queryable, id: number, personId: number, now: Date): Promise<void> {
  await tx.query('UPDATE external_cpe_requests SET updated_at = $2, updated_by = $3 WHERE id = $1', [id, now, personId]);
}
