import { endpoints, TEMPLATE_MESSAGES } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { assertCaller, assertRequiredPlaceholders, checkedTexts, templatesPage } from './template-access.ts';
import { addVersion, templateById } from './template-store.ts';

/** POST /templates/update: a new version, sanitized and checked (known and required placeholders), becomes the active one. */
export const updateTemplate = defineRoute(endpoints.updateTemplate, {
  summary: 'Save an e-mail template as its new active version (HPT024)',
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, tenant, me }) {
    const session = me();
    assertCaller(body.personId, session);
    const t = await templateById(tx, body.templateId);
    const texts = checkedTexts(t.entry, {
      emailSubject: body.emailSubject,
      emailTemplate: body.emailTemplate,
      emailFooter: body.emailFooter ?? t.footer,
    });
    assertRequiredPlaceholders(t.entry, texts, 'body.emailTemplate');
    const activeTemplateId = await addVersion(tx, tenant.id, t.id, texts, session.personId);
    return { message: TEMPLATE_MESSAGES.saved, activeTemplateId };
  },
});
