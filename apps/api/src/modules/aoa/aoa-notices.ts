import type { EmailTemplateKey } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { notifyRequestor } from '../learning-objects/index.ts';
import type { AoaRow } from './aoa-access.ts';

export type AoaDecision = 'approved' | 'notApproved' | 'voided';

/** Each staff decision's e-mail template (its texts are the tenant's) and the alert's words. */
const NOTICES: Record<AoaDecision, { template: EmailTemplateKey; alert: string }> = {
  approved: { template: 'aoa_approved', alert: 'your affidavit of attendance was approved' },
  notApproved: { template: 'aoa_not_approved', alert: 'your affidavit of attendance was not approved' },
  voided: { template: 'aoa_voided', alert: 'your affidavit of attendance was voided' },
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
    ...NOTICES[decision],
    title: rows[0]?.class_title ?? null,
    values: { reason: opts.reason?.trim() },
    path: `/learner/affidavitofattendance/${aoa.id}/approval`,
  });
}
