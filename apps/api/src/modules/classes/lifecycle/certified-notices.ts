import type { Queryable } from '../../../db/types.ts';
import type { AppServices } from '../../../platform/services.ts';
import type { Tenant } from '../../../platform/tenants.ts';
import { enqueueEmails } from '../../email/index.ts';
import { composeWithImage, templateForSending, tenantBaseUrl, tenantImage } from '../../email-templates/index.ts';
import type { LearnerTranscript } from './transcripts.ts';

/** Where a learner sees the class on their transcript, with its certificate: their home. */
const TRANSCRIPT_PATH = '/learner';

/**
 * Tells each learner whose credit record for the class is new or a new version (ADR 0051) that
 * the class is certified: the tenant's 'class_certified' e-mail to their primary address and an
 * alert for the bell, in the certifying transaction (nothing is sent for a certification that
 * does not commit). A re-certification that changes nobody's record tells nobody, and a retried
 * job finds the records already written, so nobody hears of one certification twice.
 */
export async function notifyCertifiedLearners(
  tx: Queryable,
  ctx: { tenant: Tenant; services: Pick<AppServices, 'jobs' | 'config'> },
  cls: { id: number; title: string },
  changed: LearnerTranscript[],
): Promise<number> {
  if (changed.length === 0) return 0;
  const credits = new Map(changed.map((l) => [l.person_id, l.total]));
  const ids = [...credits.keys()];
  await tx.query("INSERT INTO alerts (tenant_id, person_id, type, message) SELECT $1, p, 'info', $2 FROM unnest($3::int[]) AS p", [
    ctx.tenant.id,
    `Class certified: ${cls.title}`,
    ids,
  ]);
  const { rows } = await tx.query<{ person_id: number; email_address: string; first_name: string | null; last_name: string | null }>(
    `SELECT DISTINCT ON (e.person_id) e.person_id, e.email_address, p.name_primary_first AS first_name, p.name_primary_last AS last_name
       FROM person_emails e JOIN persons p ON p.tenant_id = e.tenant_id AND p.id = e.person_id
      WHERE e.person_id = ANY($1::int[]) AND e.is_primary ORDER BY e.person_id, e.id`,
    [ids],
  );
  const compose = { tenant: ctx.tenant, publicUrl: ctx.services.config.publicUrl };
  const texts = await templateForSending(tx, 'class_certified');
  const image = await tenantImage(tx);
  const link = `${tenantBaseUrl(compose.publicUrl, ctx.tenant.subdomain)}${TRANSCRIPT_PATH}`;
  // The template and image are read once, and the outbox rows and their jobs written in two
  // statements: a class of 2,000 is not 6,000 round trips in the certifying transaction.
  const mails = rows.map((person) => {
    const values = {
      first_name: person.first_name,
      last_name: person.last_name,
      class_title: cls.title,
      credits: credits.get(person.person_id),
      link,
    };
    const { subject, text, html } = composeWithImage(compose, texts, values, image);
    return { to: person.email_address, subject, text, html };
  });
  await enqueueEmails(tx, ctx.services.jobs, ctx.tenant.id, mails);
  return rows.length;
}
