import { ATTACHMENT_TYPE_IDS, BIOGRAPHY_INVALID, BIOGRAPHY_VALID, endpoints } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import type { Upload } from '../../platform/uploads.ts';
import { storeUpload } from '../../shared/documents/storage.ts';
import { mayAdminister, selfOrUserAdministrator } from '../../shared/person-admin.ts';

/** The person themself, or an administrator of their kind of user; anyone else gets 404 (ids do not leak). */
export async function requirePersonAccess(tx: Queryable, personId: number, session: Session): Promise<void> {
  const { rows } = await tx.query<{ person_type: 'internal' | 'external' }>('SELECT person_type FROM persons WHERE id = $1', [personId]);
  const person = rows[0];
  if (!person || (personId !== session.personId && !mayAdminister(session, person.person_type))) throw notFound('Person not found');
}

interface BiographyRow {
  id: number;
  doc_name: string;
  status: typeof BIOGRAPHY_VALID | typeof BIOGRAPHY_INVALID;
  expiration_date: string | null;
  is_expired: 0 | 1;
}

export const listPersonDocuments = defineRoute(endpoints.listPersonDocuments, {
  summary: "A person's biographies, newest first (with expiry and whether expired)",
  tags: ['documents'],
  auth: selfOrUserAdministrator((s) => (s.params as { personId?: number })?.personId),
  async handler({ params, tx, me, now }) {
    await requirePersonAccess(tx, params.personId, me());
    const { rows } = await tx.query<BiographyRow>(
      `SELECT id, doc_name, status, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date,
              CASE WHEN expiration_date IS NOT NULL AND expiration_date <= $3::date THEN 1 ELSE 0 END AS is_expired
         FROM documents WHERE person_id = $1 AND attachment_type_id = $2 AND removed_at IS NULL
        ORDER BY created_at DESC, id DESC`,
      [params.personId, ATTACHMENT_TYPE_IDS.biography, now.toISOString().slice(0, 10)],
    );
    // The INVALID marker has no file to download.
    return rows.map((r) => ({ ...r, link: r.status === BIOGRAPHY_VALID ? `/api/docs/download/${r.id}` : null }));
  },
});

/** Adds months to a date, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(date.getUTCDate(), last));
  return d.toISOString().slice(0, 10);
}

/** Records an uploaded biography of `personId`, expiring after the tenant's biography months. */
export async function storeBiography(
  tx: Queryable,
  ctx: { session: Session; now: Date; storageDir: string; tenantId: number },
  personId: number,
  upload: Upload,
): Promise<number> {
  const settings = await loadTenantSettings(tx, ['biographyExpiryMonths']);
  const months = settings.biographyExpiryMonths ?? 0;
  const stored = await storeUpload(ctx.storageDir, ctx.tenantId, upload, ctx.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documents (person_id, attachment_type_id, doc_name, content_type, size_bytes, sha256, storage_key, expiration_date, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      personId,
      ATTACHMENT_TYPE_IDS.biography,
      upload.filename,
      stored.contentType,
      upload.size,
      stored.sha256,
      stored.key,
      months > 0 ? addMonths(ctx.now, months) : null,
      ctx.session.personId,
      ctx.now,
    ],
  );
  // A new biography starts a new validity: it may be extended once again.
  await tx.query('UPDATE persons SET biography_extended_at = NULL WHERE id = $1', [personId]);
  return (rows[0] as { id: number }).id;
}

/**
 * Biography rule: a biography saved without a file emits the INVALID marker: a biography row of
 * status INVALID, with no file. Being the newest, it makes the person's biography state
 * 'none' until a file is saved again; the earlier files stay listed.
 */
export async function recordBiographyMarker(tx: Queryable, personId: number, session: Session, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documents (person_id, attachment_type_id, doc_name, content_type, size_bytes, status, created_by, created_at)
     VALUES ($1, $2, $3, 'application/octet-stream', 0, $3, $4, $5) RETURNING id`,
    [personId, ATTACHMENT_TYPE_IDS.biography, BIOGRAPHY_INVALID, session.personId, now],
  );
  return (rows[0] as { id: number }).id;
}

/** Extends the newest biography by the tenant's months from today, once per upload; false when there is none (or only the INVALID marker) or it was extended. */
export async function extendBiography(tx: Queryable, personId: number, now: Date): Promise<boolean> {
  const settings = await loadTenantSettings(tx, ['biographyExpiryMonths']);
  const months = settings.biographyExpiryMonths ?? 0;
  if (months <= 0) return false;
  const { rowCount } = await tx.query(
    `UPDATE documents SET expiration_date = $3::date
      WHERE id = (SELECT id FROM documents WHERE person_id = $1 AND attachment_type_id = $2 AND removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1)
        AND status = 'VALID'
        AND NOT EXISTS (SELECT 1 FROM persons WHERE id = $1 AND biography_extended_at IS NOT NULL)`,
    [personId, ATTACHMENT_TYPE_IDS.biography, addMonths(now, months)],
  );
  return rowCount > 0;
}
