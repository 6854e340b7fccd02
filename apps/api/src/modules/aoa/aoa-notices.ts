import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { notifyRequestor } from '../learning-objects/notify-requestor.ts';
import type { AoaRow } from './aoa-access.ts';

export type AoaDecision = 'approved' | 'notApproved' | 'voided';

/** What the requestor is told of each staff decision (the one place of these texts until issue 16's templates). */
const TEXTS: Record<AoaDecision, { subject: string; lead: string }> = {
  approved: {
    subject: 'your affidavit of attendance was approved',
    lead: 'Your affidavit of attendance was approved: the days you declared are now on the class roster, and the class credits you for them.',
  },
  notApproved: {
    subject: 'your affidavit of attendance was not approved',
    lead: 'Your affidavit of attendance was closed as Not Approved. The reason is below.',
  },
  voided: {
    subject: 'your affidavit of attendance was voided',
    lead: 'Your affidavit of attendance was voided by staff. The reason is below.',
  },
};

/** Tells the affidavit's requestor of a staff decision, in the deciding transaction (no e-mail for their own doing). */
export async function notifyAoaDecision(
  tx: Queryable,
  ctx: { tenant: Tenant; services: Pick<AppServices, 'jobs' | 'config'> },
  aoa: AoaRow,
  decision: AoaDecision,
  opts: { by: number; reason?: string | null },
): Promise<void> {
  const { rows } = await tx.query<{ class_title: string }>('SELECT class_title FROM classes WHERE id = $1', [aoa.class_id]);
  await notifyRequestor(tx, ctx, {
    personId: aoa.requestor_id,
    by: opts.by,
    ...TEXTS[decision],
    title: rows[0]?.class_title ?? null,
    note: decision === 'approved' ? undefined : { label: 'Reason', text: opts.reason },
    path: `/learner/affidavitofattendance/${aoa.id}/approval`,
  });
}
