import { EXTERNAL_CPE_STEP_LIST } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { notifyRequestor } from '../learning-objects/notify-requestor.ts';

export type EcpNotice =
  | { kind: 'approved' }
  | { kind: 'reopened' | 'notApproved'; reason?: string | null }
  | { kind: 'feedback'; page: string; note: string };

/** What the requestor is told of staff's decisions and feedback (the one place of these texts until issue 16's templates). */
function texts(n: EcpNotice): { subject: string; lead: string; note?: { label: string; text: string | null | undefined } } {
  switch (n.kind) {
    case 'approved':
      return {
        subject: 'your external CPE request was approved',
        lead: 'Your external CPE request was approved: its credits are now on your transcript.',
      };
    case 'reopened':
      return {
        subject: 'your external CPE request was reopened',
        lead:
          'Your external CPE request was sent back to you. Look at the feedback on its pages, make the changes it asks for, ' +
          'and submit the request again.',
        note: { label: 'Note', text: n.reason },
      };
    case 'notApproved':
      return {
        subject: 'your external CPE request was not approved',
        lead: 'Your external CPE request was closed as Not Approved; it can no longer be changed.',
        note: { label: 'Reason', text: n.reason },
      };
    case 'feedback':
      return {
        subject: `feedback on the ${n.page} page of your external CPE request`,
        lead: `Staff left feedback on the ${n.page} page of your external CPE request. Open the page, make the change, and resolve the feedback.`,
        note: { label: 'Feedback', text: n.note },
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
  notice: EcpNotice,
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
    ...texts(notice),
    title: row.title,
    path: `/learner/cpe/${stepPath(notice)}/${requestId}`,
  });
}
