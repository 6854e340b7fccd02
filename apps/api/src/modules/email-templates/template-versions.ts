import { endpoints, TEMPLATE_MESSAGES } from '@cpe/contract';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { assertCaller, assertRequiredPlaceholders, templatesPage } from './template-access.ts';
import { addVersion, templateById } from './template-store.ts';

/** Every saved version of a template, newest first, with who saved it (the catalogue's default: nobody). */
export const listTemplateVersions = defineRoute(endpoints.listTemplateVersions, {
  summary: "An e-mail template's saved versions (HPT024)",
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, me }) {
    assertCaller(body.personId, me());
    const t = await templateById(tx, body.templateId);
    const { rows } = await tx.query<{ id: number; version: number; subject: string; created_at: Date; created_by_name: string | null }>(
      `SELECT v.id, v.version, v.subject, v.created_at,
              NULLIF(trim(concat_ws(' ', p.name_primary_first, p.name_primary_last)), '') AS created_by_name
         FROM email_template_versions v LEFT JOIN persons p ON p.tenant_id = v.tenant_id AND p.id = v.created_by
        WHERE v.template_id = $1 ORDER BY v.version DESC`,
      [t.id],
    );
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), active: r.id === t.active_version_id }));
  },
});

/** A restore saves the old version's texts as a new version: the history only grows. One without a required placeholder is refused. */
export const restoreTemplateVersion = defineRoute(endpoints.restoreTemplateVersion, {
  summary: "Restore an e-mail template's earlier version, as a new version (HPT024)",
  tags: ['email templates'],
  auth: templatesPage(),
  async handler({ body, tx, tenant, me }) {
    const session = me();
    assertCaller(body.personId, session);
    const t = await templateById(tx, body.templateId);
    const { rows } = await tx.query<{ subject: string; body: string; footer: string }>(
      'SELECT subject, body, footer FROM email_template_versions WHERE id = $1 AND template_id = $2',
      [body.versionId, t.id],
    );
    const version = rows[0];
    if (!version) throw notFound('No such version of this template');
    // A version saved before the placeholders it lacks were required does not come back.
    assertRequiredPlaceholders(t.entry, version, 'body.versionId');
    const activeTemplateId = await addVersion(tx, tenant.id, t.id, version, session.personId);
    return { message: TEMPLATE_MESSAGES.restored, activeTemplateId };
  },
});
