import { type Authority, endpoints, mergeRoleRefusal, PERSON_MERGE_REQUIREMENT, type PersonMergeResponse } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { forbidden, invalid } from '../../platform/errors.ts';
import { refuseSignInChangeOnProxy } from '../../platform/proxy-guard.ts';
import { defineRoute } from '../../platform/route.ts';
import { authorityOf } from '../roles/index.ts';
import { applyMerge } from './merge-apply.ts';
import { loadParties, type MergeParty } from './merge-parties.ts';
import { previewMerge } from './merge-preview.ts';
import { computeSummary } from './merge-summary.ts';

/**
 * POST person/merge (ADM008; ADR 0033): the preview with getSummary, else the merge. A
 * merge moves the victim's roles, so it is refused (403 naming them) while any is beyond the
 * caller's ceiling, or when the caller is the survivor and would gain a role (ADR 0055).
 */
export const mergePersons = defineRoute(endpoints.mergePersons, {
  summary: 'Merge one person (victimId) into another (survivorId), or preview what would move (getSummary)',
  tags: ['persons'],
  auth: allow.permissions(...PERSON_MERGE_REQUIREMENT),
  async handler({ body, tx, me, now, services, tenant }) {
    const session = me();
    if (body.victimId === session.personId) throw invalid('body.victimId', 'You cannot merge yourself away.');
    if (body.getSummary) {
      const pair = await loadParties(tx, session, body, false);
      return previewMerge(tx, services, tenant.id, pair, { personId: session.personId, authority: authorityOf(session) }, now);
    }
    // A merge moves e-mail addresses and ends the victim's sign-in: not on someone's behalf (ADR 0056).
    refuseSignInChangeOnProxy(session);
    const { survivor, victim } = await loadParties(tx, session, body, true);
    return mergeNow(tx, survivor, victim, { personId: session.personId, authority: authorityOf(session) }, now);
  },
});

/** The merge, in the request's one transaction, with its record in person_merges. */
async function mergeNow(
  tx: Queryable,
  survivor: MergeParty,
  victim: MergeParty,
  actor: { personId: number; authority: Authority },
  now: Date,
): Promise<PersonMergeResponse> {
  const me = actor.personId;
  const summary = await computeSummary(tx, survivor, victim, actor.authority);
  const refusal = mergeRoleRefusal(summary.role_changes, { victimName: victim.name, survivorIsActor: survivor.id === me });
  if (refusal) throw forbidden(refusal);
  await applyMerge(tx, survivor, victim, summary, me, now);
  // Previews that name the victim are moot now.
  await tx.query("DELETE FROM person_merges WHERE status <> 'merged' AND (survivor_id = $1 OR victim_id = $1)", [victim.id]);
  await tx.query(
    `INSERT INTO person_merges (survivor_id, victim_id, status, summary, requested_by, requested_at, prepared_at, merged_by, merged_at)
     VALUES ($1, $2, 'merged', $3, $4, $5, $5, $4, $5)`,
    [survivor.id, victim.id, JSON.stringify(summary), me, now],
  );
  return { status: 'merged', summary };
}
