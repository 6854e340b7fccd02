import { type EmailTemplateKey, EXTERNAL_CPE_STEP_LIST, type PlaceholderValues } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { notifyRequestor } from '../learning-objects/index.ts';

export type EcpNotice =
  | { kind: 'approved' }
  | { kind: 'reopened' | 'notApproved'; reason?: string | null }
  | { kind: 'feedback'; page: string; note: string };

/** Each notice's e-mail template (its texts are the tenant's), the alert's words and the template's values. */
function notice(n: EcpNotice): { template: EmailTemplateKey; alert: string; values: PlaceholderValues } {
  switch (n.kind) {
    case 'approved':
      return { template: 'ecpe_approved', alert: 'your external CPE request was approved', values: {} };
    case 'reopened':
      return { template: 'ecpe_reopened', alert: 'your external CPE request was reopened', values: { note: n.reason?.trim() } };
    case 'notApproved':
      return { template: 'ecpe_not_approved', alert: 'your external CPE request was not approved', values: { reason: n.reason?.trim() } };
    case 'feedback':
      return {
        template: 'ecpe_feedback',
        alert: `feedback on the ${n.page} page of your external CPE request`,
        values: { page: n.page, feedback: n.note.trim() },
      };
  }
}

/** The request's step the notice points at: the page with the feedback, else Approvals (paths from the contract's step list). */
function stepPath(n: EcpNotice): string {
  const page = n.kind === 'feedback' ? EXTERNAL_CPE_STEP_LIST.find((s) => 'feedback' in s && s.feedback === n.page) : undefined;
  return page?.path ?? 'approvals';
}

/** Tells the request's learner, in the deciding transaction; nothing for what they did themselves. */
export async function notifyEcpRequestor(
  tx: Queryable,
  ctx: { tenant: Tenant; services: Pick<AppServices, 'jobs' | 'config'> },
  requestId: number,
  n: EcpNotice,
  by: number,
): Promise<void> {
  const { rows } = await tx.query<{ request_person_id: number; title: string | null }>(
    'SELECT request_person_id, title FROM external_cpe_requests WHERE id = $1',
    [requestId],
  );
  const row = rows[0];
  if (!row) return;
  await notifyRequestor(tx, ctx, {
    personId: row.request_person_id,
    by,
    ...notice(n),
    title: row.title,
    path: `/learner/cpe/${stepPath(n)}/${requestId}`,
  });
}
