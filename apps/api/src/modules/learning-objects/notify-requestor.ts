import type { EmailTemplateKey, PlaceholderValues } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import { enqueueTemplatedEmail } from '../email-templates/index.ts';

/**
 * Telling a person about a staff decision on their record (an affidavit, an external CPE
 * request): an e-mail from the tenant's template and an alert for the bell, both written in
 * the caller's transaction, so nothing is sent for a change that does not commit.
 */
export interface RecordNotice {
  /** Whom to tell: the record's requestor. */
  personId: number;
  /** Who made the change: nobody is told about what they did themselves. */
  by: number;
  /** The e-mail template (aoa-notices.ts, ecp-notices.ts pick it). */
  template: EmailTemplateKey;
  /** The alert's text, e.g. "your affidavit of attendance was approved" (the record's title follows). */
  alert: string;
  /** The record's title, e.g. the class or the course taken elsewhere. */
  title: string | null;
  /** The template's other placeholders (reason, note, feedback, page…). */
  values?: PlaceholderValues;
  /** The record's screen in the web app, e.g. /learner/cpe/approvals/12. */
  path: string;
}

/** A link into the tenant's web app (the public URL holds a {tenant} placeholder, as account links use). */
export function recordUrl(publicUrl: string, subdomain: string, path: string): string {
  return `${publicUrl.replace('{tenant}', subdomain)}${path}`;
}

/**
 * Queues the e-mail to the person's primary address (none: no e-mail, silently) and adds
 * the alert, unless the person made the change themselves. Answers the e-mail's id, if any.
 * The title fills both {{title}} and {{class_title}}: each template names the one it means.
 */
export async function notifyRequestor(
  tx: Queryable,
  ctx: { tenant: Tenant; services: Pick<AppServices, 'jobs' | 'config'> },
  notice: RecordNotice,
): Promise<number | null> {
  if (notice.personId === notice.by) return null;
  const { tenant, services } = ctx;
  await tx.query("INSERT INTO alerts (tenant_id, person_id, type, message) VALUES ($1, $2, 'info', $3)", [
    tenant.id,
    notice.personId,
    notice.title ? `${capitalize(notice.alert)}: ${notice.title}` : capitalize(notice.alert),
  ]);
  const { rows } = await tx.query<{ email_address: string; first_name: string | null; last_name: string | null }>(
    `SELECT e.email_address, p.name_primary_first AS first_name, p.name_primary_last AS last_name
       FROM person_emails e JOIN persons p ON p.tenant_id = e.tenant_id AND p.id = e.person_id
      WHERE e.person_id = $1 AND e.is_primary ORDER BY e.id LIMIT 1`,
    [notice.personId],
  );
  const person = rows[0];
  if (!person) return null;
  return enqueueTemplatedEmail(
    tx,
    services.jobs,
    { tenant, publicUrl: services.config.publicUrl },
    {
      key: notice.template,
      to: person.email_address,
      values: {
        first_name: person.first_name,
        last_name: person.last_name,
        title: notice.title,
        class_title: notice.title,
        link: recordUrl(services.config.publicUrl, tenant.subdomain, notice.path),
        ...notice.values,
      },
    },
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
