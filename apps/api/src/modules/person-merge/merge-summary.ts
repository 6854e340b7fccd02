import { type Authority, MERGE_EMAIL_TYPE, type MergeContact, type MergeCounts, type MergeSummary, planContactMerge } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { mergeRoleChanges } from '../roles/index.ts';
import type { MergeParty } from './merge-parties.ts';

/** The e-mails (type 'email') and ids of one person, in the order the profile lists them. */
export async function loadContacts(tx: Queryable, personId: number): Promise<{ emails: MergeContact[]; ids: MergeContact[] }> {
  const { rows } = await tx.query<MergeContact & { kind: 'email' | 'id' }>(
    `SELECT 'email' AS kind, $2::text AS type, email_address AS value, is_primary FROM person_emails WHERE person_id = $1
     UNION ALL
     SELECT 'id', id_type, value, is_primary FROM person_ids WHERE person_id = $1
     ORDER BY 1, 4 DESC, 2, 3`,
    [personId, MERGE_EMAIL_TYPE],
  );
  const pick = (kind: 'email' | 'id') =>
    rows.filter((r) => r.kind === kind).map(({ type, value, is_primary }) => ({ type, value, is_primary }));
  return { emails: pick('email'), ids: pick('id') };
}

/** How many of the victim's records move (contract MergeCounts), in one statement. */
export async function countMoves(tx: Queryable, survivorId: number, victimId: number): Promise<MergeCounts> {
  const { rows } = await tx.query<Record<keyof MergeCounts, number | string>>(
    `SELECT
       (SELECT count(*) FROM class_roster WHERE person_id = $2 AND removed_at IS NULL) AS roster_entries,
       (SELECT count(*) FROM class_roster v JOIN class_roster s ON s.class_id = v.class_id AND s.person_id = $1 AND s.removed_at IS NULL
         WHERE v.person_id = $2 AND v.removed_at IS NULL) AS roster_conflicts,
       (SELECT count(DISTINCT class_id) FROM transcripts WHERE person_id = $2)
         + (SELECT count(DISTINCT request_id) FROM ecpe_transcripts WHERE person_id = $2) AS transcripts,
       (SELECT count(*) FROM external_cpe_requests WHERE request_person_id = $2) AS requests,
       (SELECT count(*) FROM affidavits WHERE requestor_id = $2) AS aoas,
       (SELECT count(*) FROM documents WHERE (person_id = $2 OR created_by = $2) AND removed_at IS NULL) AS documents,
       (SELECT count(*) FROM person_roles v WHERE v.person_id = $2
           AND NOT EXISTS (SELECT 1 FROM person_roles s WHERE s.person_id = $1 AND s.role_id = v.role_id)) AS roles`,
    [survivorId, victimId],
  );
  const row = rows[0] as Record<keyof MergeCounts, number | string>;
  // count(*) is bigint: text from pg, a number from PGlite.
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as MergeCounts;
}

/**
 * The merge payload (e-mail and id changes) and the counts: what merging `victim` into `survivor` would do, as of now,
 * with the roles the survivor gains marked as `actor` may give them or not (ADR 0055).
 */
export async function computeSummary(tx: Queryable, survivor: MergeParty, victim: MergeParty, actor: Authority): Promise<MergeSummary> {
  const s = await loadContacts(tx, survivor.id);
  const v = await loadContacts(tx, victim.id);
  const person = (p: MergeParty) => ({ id: p.id, name: p.name, person_type: p.person_type });
  return {
    survivor: person(survivor),
    victim: person(victim),
    email_changes: planContactMerge(s.emails, v.emails),
    id_changes: planContactMerge(s.ids, v.ids),
    counts: await countMoves(tx, survivor.id, victim.id),
    role_changes: await mergeRoleChanges(tx, survivor.id, victim.id, actor),
  };
}
