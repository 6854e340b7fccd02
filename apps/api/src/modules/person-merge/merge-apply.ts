import { MERGE_EMAIL_TYPE, type MergeSummary } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { MergeParty } from './merge-parties.ts';
import { DEDUPLICATED, REASSIGNED_COLUMNS } from './merge-plan.ts';
import { mergeRosterConflicts } from './merge-roster.ts';

/** The status of a merged-away person (sign-in refuses them; they are no one's to pick). */
export const MERGED_STATUS = 'Merged';

/** The victim's open affidavit of a class the survivor has an open one of too is voided with this reason. */
export const duplicateAffidavitReason = (survivorId: number) =>
  `Voided by a person merge: person ${survivorId} has an open affidavit of this class.`;

/**
 * Moves everything of `victim` to `survivor` (ADR 0033), in the caller's transaction, so either
 * all of it happens or none. `summary` is the preview computed in the same transaction: its
 * e-mail and id changes are applied as shown.
 */
export async function applyMerge(
  tx: Queryable,
  survivor: MergeParty,
  victim: MergeParty,
  summary: MergeSummary,
  me: number,
  now: Date,
): Promise<void> {
  const args = [survivor.id, victim.id];
  const q = (text: string, extra: unknown[] = []) => tx.query(text, [...args, ...extra]);

  // Rosters: conflicts first (the victim's duplicate entries become removed ones), then every entry moves.
  await mergeRosterConflicts(tx, survivor.id, victim.id, me, now);
  await q('UPDATE class_roster SET person_id = $1, is_external_learner = $3 WHERE person_id = $2', [survivor.person_type === 'external']);

  // Affidavits: at most one open per person and class.
  await q(
    `UPDATE affidavits v SET status = 'Voided', reason = $3, updated_by = $4, updated_at = $5
      WHERE v.requestor_id = $2 AND v.status IN ('Draft', 'Submitted')
        AND EXISTS (SELECT 1 FROM affidavits s WHERE s.requestor_id = $1 AND s.class_id = v.class_id AND s.status IN ('Draft', 'Submitted'))`,
    [duplicateAffidavitReason(survivor.id), me, now],
  );
  await q('UPDATE affidavits SET requestor_id = $1 WHERE requestor_id = $2');

  // Credit records of the same class (ADR 0051): the larger total stays live (the survivor's on a
  // tie) and the other is superseded by it; none is changed or removed. Then every record moves.
  await q(
    `WITH pair AS (
       SELECT s.id AS s_id, v.id AS v_id, (v.total > s.total) AS victim_wins
         FROM credit_records s JOIN credit_records v ON v.class_id = s.class_id AND v.person_id = $2 AND v.superseded_at IS NULL
        WHERE s.person_id = $1 AND s.superseded_at IS NULL AND s.class_id IS NOT NULL)
     UPDATE credit_records r SET superseded_at = $3,
            successor_id = CASE WHEN r.id = pair.s_id THEN pair.v_id ELSE pair.s_id END
       FROM pair
      WHERE r.id = CASE WHEN pair.victim_wins THEN pair.s_id ELSE pair.v_id END`,
    [now],
  );
  await q('UPDATE credit_records SET person_id = $1 WHERE person_id = $2');

  // Independent study completions of the same study: the better exam stays.
  await q(`UPDATE independent_study_completions s SET exam_score = v.exam_score, completed_on = v.completed_on, attested_at = v.attested_at
             FROM independent_study_completions v
            WHERE s.person_id = $1 AND v.person_id = $2 AND v.course_id = s.course_id AND v.exam_score > s.exam_score`);
  await q(`DELETE FROM independent_study_completions v USING independent_study_completions s
            WHERE v.person_id = $2 AND s.person_id = $1 AND s.course_id = v.course_id`);
  await q('UPDATE independent_study_completions SET person_id = $1 WHERE person_id = $2');

  // Rows both people hold (a role, a contact role, a review day…): the survivor's stays.
  for (const { table, column, key } of DEDUPLICATED) {
    const same = key.map((k) => `${qualify('s', k)} IS NOT DISTINCT FROM ${qualify('v', k)}`).join(' AND ');
    await q(`DELETE FROM ${table} v WHERE v.${column} = $2 AND EXISTS (SELECT 1 FROM ${table} s WHERE s.${column} = $1 AND ${same})`);
    await q(`UPDATE ${table} SET ${column} = $1 WHERE ${column} = $2`);
  }

  await mergeContacts(tx, survivor.id, victim.id, summary);

  for (const [table, column] of REASSIGNED_COLUMNS) await q(`UPDATE ${table} SET ${column} = $1 WHERE ${column} = $2`);

  // The victim: merged away, no password, no sign-in left.
  await q(`UPDATE persons SET merged_into_id = $1, status = $3, password_hash = NULL WHERE id = $2`, [MERGED_STATUS]);
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE person_id = $1 AND revoked_at IS NULL', [victim.id, now]);
  await tx.query('UPDATE account_links SET used_at = $2 WHERE person_id = $1 AND used_at IS NULL', [victim.id, now]);
}

/** `s.module_id` for a column, `coalesce(s.module_id, 0)` for an expression over one. */
function qualify(alias: string, key: string): string {
  const m = /^(\w+)\((\w+)(.*)\)$/.exec(key);
  return m ? `${m[1]}(${alias}.${m[2]}${m[3]})` : `${alias}.${key}`;
}

/** The victim's e-mails and ids join the survivor's as the summary shows: duplicates go, one may become primary. */
async function mergeContacts(tx: Queryable, survivorId: number, victimId: number, summary: MergeSummary): Promise<void> {
  const promotedEmails = summary.email_changes.filter((c) => c.primary === 1).map((c) => c.value_new.toLowerCase());
  await tx.query(
    `DELETE FROM person_emails v WHERE v.person_id = $2
        AND EXISTS (SELECT 1 FROM person_emails s WHERE s.person_id = $1 AND lower(s.email_address) = lower(v.email_address))`,
    [survivorId, victimId],
  );
  await tx.query('UPDATE person_emails SET person_id = $1, is_primary = (lower(email_address) = ANY($3::text[])) WHERE person_id = $2', [
    survivorId,
    victimId,
    promotedEmails,
  ]);
  const promotedIds = summary.id_changes.filter((c) => c.primary === 1 && c.type !== MERGE_EMAIL_TYPE);
  await tx.query(
    `DELETE FROM person_ids v WHERE v.person_id = $2
        AND EXISTS (SELECT 1 FROM person_ids s WHERE s.person_id = $1 AND s.id_type = v.id_type AND s.value = v.value)`,
    [survivorId, victimId],
  );
  await tx.query(
    `UPDATE person_ids i SET person_id = $1,
            is_primary = EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[]) AS p(t, v) WHERE p.t = i.id_type AND p.v = i.value)
      WHERE person_id = $2`,
    [survivorId, victimId, promotedIds.map((c) => c.type), promotedIds.map((c) => c.value_new)],
  );
}
