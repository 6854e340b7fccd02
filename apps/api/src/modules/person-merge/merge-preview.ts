import { type Authority, MERGE_SUMMARY_FRESH_SECONDS, type MergeSummary, type PersonMergeResponse } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { AppServices } from '../../platform/services.ts';
import { loadAuthority, mergeRoleChanges } from '../roles/index.ts';
import type { MergeParty } from './merge-parties.ts';
import { computeSummary } from './merge-summary.ts';

export const MERGE_SUMMARY_JOB = 'person-merge.summary';

interface SummaryJob {
  tenantId: number;
  mergeId: number;
}

interface OpenMerge {
  id: number;
  status: 'preparing' | 'ready';
  summary: MergeSummary | null;
  requested_at: Date;
  prepared_at: Date | null;
}

/**
 * The preview of a merge (getSummary): the pair's prepared summary while it is fresh; otherwise
 * an empty answer, and a job prepares it (the page asks again every second until the
 * summary is there). A preview whose job was lost is asked for again once it is no longer fresh.
 * The role changes are always those of the person asking (ADR 0055): another administrator may
 * have asked for the stored summary, and what each may give differs.
 */
export async function previewMerge(
  tx: Queryable,
  services: AppServices,
  tenantId: number,
  pair: { survivor: MergeParty; victim: MergeParty },
  me: { personId: number; authority: Authority },
  now: Date,
): Promise<PersonMergeResponse> {
  const { rows } = await tx.query<OpenMerge>(
    `SELECT id, status, summary, requested_at, prepared_at FROM person_merges
      WHERE survivor_id = $1 AND victim_id = $2 AND status <> 'merged'`,
    [pair.survivor.id, pair.victim.id],
  );
  const open = rows[0];
  const fresh = (at: Date | null) => at !== null && now.getTime() - new Date(at).getTime() < MERGE_SUMMARY_FRESH_SECONDS * 1000;
  if (open?.status === 'ready' && open.summary && fresh(open.prepared_at)) {
    const role_changes = await mergeRoleChanges(tx, pair.survivor.id, pair.victim.id, me.authority);
    return { status: 'ready', summary: { ...open.summary, role_changes } };
  }
  if (open?.status === 'preparing' && fresh(open.requested_at)) return { status: 'preparing', summary: null };
  const { rows: prepared } = await tx.query<{ id: number }>(
    `INSERT INTO person_merges (survivor_id, victim_id, status, requested_by, requested_at)
     VALUES ($1, $2, 'preparing', $3, $4)
     ON CONFLICT (tenant_id, survivor_id, victim_id) WHERE status <> 'merged'
     DO UPDATE SET status = 'preparing', summary = NULL, prepared_at = NULL, requested_by = $3, requested_at = $4
     RETURNING id`,
    [pair.survivor.id, pair.victim.id, me.personId, now],
  );
  const mergeId = (prepared[0] as { id: number }).id;
  await services.jobs.sendInTx(tx, MERGE_SUMMARY_JOB, { tenantId, mergeId } satisfies SummaryJob, {
    singletonKey: `person-merge:${tenantId}:${mergeId}:${now.getTime()}`,
  });
  return { status: 'preparing', summary: null };
}

/** The job: computes the summary of a preparing preview; a second run finds it ready and does nothing. */
export function mergeSummaryJob(services: AppServices): JobDefinition<SummaryJob> {
  return {
    name: MERGE_SUMMARY_JOB,
    retryLimit: 3,
    expireInSeconds: 45,
    async handle({ tenantId, mergeId }) {
      await services.db.withTenant({ tenantId }, async (tx) => {
        const { rows } = await tx.query<{ survivor_id: number; victim_id: number; requested_by: number }>(
          "SELECT survivor_id, victim_id, requested_by FROM person_merges WHERE id = $1 AND status = 'preparing' FOR UPDATE",
          [mergeId],
        );
        const open = rows[0];
        if (!open) return;
        const people = await tx.query<MergeParty>(
          `SELECT p.id, ${personNameSql('p')} AS name, p.person_type, p.merged_into_id FROM persons p WHERE p.id = ANY($1::int[])`,
          [[open.survivor_id, open.victim_id]],
        );
        const find = (id: number) => people.rows.find((p) => p.id === id) as MergeParty;
        // As the person who asked may give the roles; the answer recomputes them for whoever reads it.
        const asker = await loadAuthority(tx, open.requested_by);
        const summary = await computeSummary(tx, find(open.survivor_id), find(open.victim_id), asker);
        await tx.query("UPDATE person_merges SET status = 'ready', summary = $2, prepared_at = $3 WHERE id = $1", [
          mergeId,
          JSON.stringify(summary),
          services.clock.now(),
        ]);
      });
    },
  };
}
