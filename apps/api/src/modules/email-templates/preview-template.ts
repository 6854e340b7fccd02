import {
  type EmailCatalogueEntry,
  endpoints,
  type PlaceholderValues,
  TEMPLATE_MESSAGES,
  type TemplateText,
  testSentMessage,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { enqueueEmail } from '../email/index.ts';
import { composeFromTexts, tenantBaseUrl } from './compose-email.ts';
import { assertCaller, checkedTexts, templatesPage } from './template-access.ts';
import { type TemplateRow, templateById } from './template-store.ts';

/**
 * The values of a preview or a test: a real record of the tenant where the template has one
 * (the caller as the recipient, the newest class, the newest external CPE request), and
 * example words for what only a decision gives (a reason, a note).
 */
async function exampleValues(tx: Queryable, me: Session, base: string): Promise<PlaceholderValues> {
  const person = await tx.query<{ first_name: string | null; last_name: string | null; username: string | null }>(
    'SELECT name_primary_first AS first_name, name_primary_last AS last_name, username FROM persons WHERE id = $1',
    [me.personId],
  );
  const cls = await tx.query<{ class_title: string }>('SELECT class_title FROM classes ORDER BY id DESC LIMIT 1');
  const ecp = await tx.query<{ title: string | null }>(
    'SELECT title FROM external_cpe_requests WHERE title IS NOT NULL ORDER BY id DESC LIMIT 1',
  );
  const classTitle = cls.rows[0]?.class_title ?? 'Example class';
  return {
    ...person.rows[0],
    class_title: classTitle,
    title: ecp.rows[0]?.title ?? classTitle,
    link: `${base}/`,
    link_hours: 72,
    link_minutes: 60,
    credits: 8,
    reason: 'The reason staff give appears here.',
    note: 'The note staff give appears here.',
    feedback: 'The feedback staff leave appears here.',
    page: 'Details',
  };
}

/** The saved template, or the unsaved edit where the body gives one (checked like a save). */
function draftTexts(
  t: TemplateRow & { entry: EmailCatalogueEntry },
  body: { emailSubject?: string | undefined; emailTemplate?: string | undefined; emailFooter?: string | undefined },
): TemplateText {
  if (body.emailSubject === undefined && body.emailTemplate === undefined && body.emailFooter === undefined) return t;
  return checkedTexts(t.entry, {
    emailSubject: body.emailSubject ?? t.subject,
    emailTemplate: body.emailTemplate ?? t.body,
    emailFooter: body.emailFooter ?? t.footer,
  });
}

export const previewTemplate = defineRoute(endpoints.previewTemplate, {
  summary: 'Render an e-mail template (saved, or the unsaved edit) with a real record of the tenant (HPT024)',
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, tenant, me, services }) {
    const session = me();
    assertCaller(body.personId, session);
    const t = await templateById(tx, body.templateId);
    const ctx = { tenant, publicUrl: services.config.publicUrl };
    const values = await exampleValues(tx, session, tenantBaseUrl(ctx.publicUrl, tenant.subdomain));
    const { subject, text, html, fragment } = await composeFromTexts(tx, ctx, draftTexts(t, body), values);
    return { subject, text, html, bodyHtml: fragment };
  },
});

/** "Send me a test": rendered as the preview and sent to the caller's primary address, through the outbox and its job. */
export const sendTestTemplate = defineRoute(endpoints.sendTestTemplate, {
  summary: "Send an e-mail template's rendering to the caller's primary address (HPT024)",
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, tenant, me, services }) {
    const session = me();
    assertCaller(body.personId, session);
    const t = await templateById(tx, body.templateId);
    const { rows } = await tx.query<{ email_address: string }>(
      'SELECT email_address FROM person_emails WHERE person_id = $1 AND is_primary ORDER BY id LIMIT 1',
      [session.personId],
    );
    const to = rows[0]?.email_address;
    if (!to) throw invalid('body.personId', TEMPLATE_MESSAGES.noPrimaryEmail);
    const ctx = { tenant, publicUrl: services.config.publicUrl };
    const values = await exampleValues(tx, session, tenantBaseUrl(ctx.publicUrl, tenant.subdomain));
    const { subject, text, html } = await composeFromTexts(tx, ctx, draftTexts(t, body), values);
    await enqueueEmail(tx, services.jobs, { tenantId: tenant.id, to, subject, text, html });
    return { message: testSentMessage(to) };
  },
});
