import {
  catalogueEntry,
  EMAIL_CATALOGUE,
  type EmailCatalogueEntry,
  type EmailTemplateKey,
  isEmailTemplateKey,
  missingRequiredPlaceholders,
  requiredPlaceholders,
  type TemplateText,
} from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';

/** A tenant's template row (the active version's texts). */
export interface TemplateRow extends TemplateText {
  id: number;
  key: EmailTemplateKey;
  active_version_id: number;
  updated_at: Date;
}

const COLUMNS = 'id, key, subject, body, footer, active_version_id, updated_at';

/**
 * Creates the tenant's missing templates from the catalogue's defaults, each with its first
 * version (by nobody: the system). Called by the tenant baseline for a new firm and before
 * the screen reads, for a firm older than the templates (migration 0028). Idempotent; two
 * callers racing are settled by the (tenant, key) unique key.
 */
export async function ensureTemplates(tx: Queryable, tenantId: number): Promise<void> {
  const { rows } = await tx.query<{ key: string }>('SELECT key FROM email_templates WHERE tenant_id = $1', [tenantId]);
  const have = new Set(rows.map((r) => r.key));
  for (const entry of EMAIL_CATALOGUE) {
    if (have.has(entry.key)) continue;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO email_templates (tenant_id, key, subject, body, footer) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, key) DO NOTHING RETURNING id`,
      [tenantId, entry.key, entry.subject, entry.body, entry.footer],
    );
    const id = inserted.rows[0]?.id;
    if (id !== undefined) await addVersion(tx, tenantId, id, entry, null);
  }
}

/**
 * Saves texts as the template's newest version and makes it the active one. Answers the
 * version's id.
 */
export async function addVersion(
  tx: Queryable,
  tenantId: number,
  templateId: number,
  texts: TemplateText,
  by: number | null,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO email_template_versions (tenant_id, template_id, version, subject, body, footer, created_by)
     VALUES ($1, $2, (SELECT COALESCE(max(version), 0) + 1 FROM email_template_versions WHERE tenant_id = $1 AND template_id = $2), $3, $4, $5, $6)
     RETURNING id`,
    [tenantId, templateId, texts.subject, texts.body, texts.footer, by],
  );
  const versionId = (rows[0] as { id: number }).id;
  await tx.query(
    'UPDATE email_templates SET subject = $3, body = $4, footer = $5, active_version_id = $6, updated_at = now() WHERE tenant_id = $1 AND id = $2',
    [tenantId, templateId, texts.subject, texts.body, texts.footer, versionId],
  );
  return versionId;
}

/** One template of the tenant (row-level security hides other tenants' ids): a 404 otherwise. */
export async function templateById(tx: Queryable, templateId: number): Promise<TemplateRow & { entry: EmailCatalogueEntry }> {
  const { rows } = await tx.query<TemplateRow>(`SELECT ${COLUMNS} FROM email_templates WHERE id = $1`, [templateId]);
  const row = rows[0];
  if (!row || !isEmailTemplateKey(row.key)) throw notFound('No such e-mail template');
  return { ...row, entry: catalogueEntry(row.key) };
}

export async function listTemplateRows(tx: Queryable): Promise<TemplateRow[]> {
  const { rows } = await tx.query<TemplateRow>(`SELECT ${COLUMNS} FROM email_templates ORDER BY id`);
  const order = new Map(EMAIL_CATALOGUE.map((e, i) => [e.key as string, i]));
  return rows.filter((r) => order.has(r.key)).sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
}

/**
 * The texts a sender uses: the tenant's active version, or the catalogue's default when the
 * tenant has none yet, or when its version lacks a placeholder the message needs (saved
 * before saves were checked for them): a registration e-mail never goes out without its link.
 */
export async function templateForSending(tx: Queryable, key: EmailTemplateKey): Promise<TemplateText> {
  const { rows } = await tx.query<TemplateText>('SELECT subject, body, footer FROM email_templates WHERE key = $1', [key]);
  const stored = rows[0];
  if (stored && missingRequiredPlaceholders(requiredPlaceholders(key), stored).length === 0) return stored;
  return catalogueEntry(key);
}

/** The tenant's logo asset URL as stored (absolute, or a path of the web app), or null. */
export async function tenantImage(tx: Queryable): Promise<string | null> {
  const { rows } = await tx.query<{ url: string }>("SELECT url FROM tenant_assets WHERE asset_name = 'logo'");
  return rows[0]?.url ?? null;
}
