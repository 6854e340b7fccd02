import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { enqueueEmail } from '../email/outbox.ts';

/**
 * Telling a person about a staff decision on their record (an affidavit, an external CPE
 * request): an e-mail through the outbox and an alert for the bell, both written in the
 * caller's transaction, so nothing is sent for a change that does not commit. Each record
 * type keeps its texts in one place (aoa-notices.ts, ecp-notices.ts) until issue 16 makes
 * them editable templates.
 */
export interface RecordNotice {
  /** Whom to tell: the record's requestor. */
  personId: number;
  /** Who made the change: nobody is told about what they did themselves. */
  by: number;
  /** After "<Tenant>: ", e.g. "your affidavit of attendance was approved". */
  subject: string;
  /** The opening paragraph: what happened and what to do. */
  lead: string;
  /** The record's title, e.g. the class or the course taken elsewhere. */
  title: string | null;
  /** The reason or note staff gave, when there is one. */
  note?: { label: string; text: string | null | undefined } | undefined;
  /** The record's screen in the web app, e.g. /learner/cpe/approvals/12. */
  path: string;
}

/** A link into the tenant's web app (the public URL holds a {tenant} placeholder, as account links use). */
export function recordUrl(publicUrl: string, subdomain: string, path: string): string {
  return `${publicUrl.replace('{tenant}', subdomain)}${path}`;
}

/** The plain-text e-mail: the lead, the record's title, the reason or note, the link. */
export function noticeText(tenant: Tenant, notice: RecordNotice, url: string): string {
  const parts = [notice.lead];
  if (notice.title) parts.push(`Title: ${notice.title}`);
  const note = notice.note?.text?.trim();
  if (notice.note && note) parts.push(`${notice.note.label}:\n${note}`);
  parts.push(`Open it here:\n${url}`);
  parts.push(tenant.name);
  return `${parts.join('\n\n')}\n`;
}

/**
 * Queues the e-mail to the person's primary address (none: no e-mail, silently) and adds
 * the alert, unless the person made the change themselves. Answers the e-mail's id, if any.
 */
export async function notifyRequestor(
  tx: Queryable,
  ctx: { tenant: Tenant; services: Pick<AppServices, 'jobs' | 'config'> },
  notice: RecordNotice,
): Promise<number | null> {
  if (notice.personId === notice.by) return null;
  const { tenant, services } = ctx;
  const subject = `${tenant.name}: ${notice.subject}`;
  await tx.query("INSERT INTO alerts (tenant_id, person_id, type, message) VALUES ($1, $2, 'info', $3)", [
    tenant.id,
    notice.personId,
    notice.title ? `${capitalize(notice.subject)}: ${notice.title}` : capitalize(notice.subject),
  ]);
  const { rows } = await tx.query<{ email_address: string }>(
    'SELECT email_address FROM person_emails WHERE person_id = $1 AND is_primary ORDER BY id LIMIT 1',
    [notice.personId],
  );
  const to = rows[0]?.email_address;
  if (!to) return null;
  const text = noticeText(tenant, notice, recordUrl(services.config.publicUrl, tenant.subdomain, notice.path));
  return enqueueEmail(tx, services.jobs, { tenantId: tenant.id, to, subject, text });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
