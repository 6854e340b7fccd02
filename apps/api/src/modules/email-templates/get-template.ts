import { endpoints, requiredPlaceholders } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { assertCaller, templatesPage } from './template-access.ts';
import { ensureTemplates, templateById, tenantImage } from './template-store.ts';

/** POST /templates/get: subject, body, footer, placeholders, tenant image, active version. */
export const getTemplate = defineRoute(endpoints.getTemplate, {
  summary: 'One e-mail template with its placeholders (HPT024)',
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, tenant, me }) {
    assertCaller(body.personId, me());
    await ensureTemplates(tx, tenant.id);
    const t = await templateById(tx, body.templateId);
    return {
      templateId: t.id,
      key: t.key,
      name: t.entry.name,
      description: t.entry.description,
      subject: t.subject,
      body: t.body,
      footer: t.footer,
      placeholders: t.entry.placeholders.map((p) => ({ ...p, required: requiredPlaceholders(t.key).includes(p.name) })),
      tenantImage: await tenantImage(tx),
      activeTemplateId: t.active_version_id,
    };
  },
});
