import { catalogueEntry, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { assertCaller, templatesPage } from './template-access.ts';
import { ensureTemplates, listTemplateRows, tenantImage } from './template-store.ts';

/** POST /templates/list: the tenant's e-mail templates and its image. */
export const listTemplates = defineRoute(endpoints.listTemplates, {
  summary: "The tenant's e-mail templates and its image (HPT024)",
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, tenant, me }) {
    assertCaller(body.personId, me());
    await ensureTemplates(tx, tenant.id);
    const rows = await listTemplateRows(tx);
    return {
      list: rows.map((r) => {
        const entry = catalogueEntry(r.key);
        return {
          id: r.id,
          key: r.key,
          name: entry.name,
          description: entry.description,
          subject: r.subject,
          updated_at: r.updated_at.toISOString(),
        };
      }),
      tenantImage: await tenantImage(tx),
    };
  },
});
