import { type EcpChecklistResult, EXTERNAL_CPE_OBJECT_TYPE, evaluateEcpChecklist } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import { withChecklistSettings } from '../admin-area/index.ts';

/**
 * Gathers the facts of a request's approval checklist in one statement and lets the contract
 * judge them (evaluateEcpChecklist), so the Approvals step and the approval that gates on it
 * never disagree. The caller has checked that the request may be seen.
 */
export async function ecpChecklist(tx: Queryable, id: number): Promise<EcpChecklistResult> {
  const { rows } = await tx.query<{
    title: string | null;
    completion_date: string | null;
    delivery_method_id: number | null;
    sponsor_name: string | null;
    award_rows: number;
    total_credits: string | number;
    documents: number;
    unanswered: number;
  }>(
    `SELECT r.title, r.completion_date::text, r.delivery_method_id, r.sponsor_name,
            (SELECT count(*)::int FROM ecpe_awards a WHERE a.request_id = r.id) AS award_rows,
            (SELECT coalesce(sum(a.credits), 0) FROM ecpe_awards a WHERE a.request_id = r.id) AS total_credits,
            (SELECT count(*)::int FROM documents d
              WHERE d.learning_object_type_id = $2 AND d.learning_object_id = r.id AND d.removed_at IS NULL) AS documents,
            (SELECT count(*)::int FROM nasba_current_questions('external_cpe') q
              WHERE q.is_required
                AND NOT EXISTS (SELECT 1 FROM ecpe_nasba_answers n WHERE n.request_id = r.id AND n.question_id = q.question_id)) AS unanswered
       FROM external_cpe_requests r WHERE r.id = $1`,
    [id, EXTERNAL_CPE_OBJECT_TYPE],
  );
  const r = rows[0];
  const settings = await loadTenantSettings(tx, ['defaultLms']);
  const result = evaluateEcpChecklist({
    title: Boolean(r?.title?.trim()),
    completionDate: Boolean(r?.completion_date),
    deliveryMethod: r?.delivery_method_id != null,
    sponsorName: Boolean(r?.sponsor_name?.trim()),
    awardRows: r?.award_rows ?? 0,
    // Every stored row has its credits (the table requires them).
    awardRowsWithoutCredits: 0,
    totalCredits: Number(r?.total_credits ?? 0),
    documents: r?.documents ?? 0,
    unansweredNasba: r?.unanswered ?? 0,
    defaultLms: settings.defaultLms,
  });
  // Any remaining failure rejects; a section the firm turned off no longer does (ADR 0038).
  const checklist = await withChecklistSettings(tx, 'external_cpe', result.checklist);
  const failed = checklist.some((c) => c.validation_status === 'FAIL');
  return { checklist, rejected: failed, validation: !failed };
}
