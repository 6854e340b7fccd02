import { ATTACHMENT_TYPE_IDS, BIOGRAPHY_VALID, endpoints, type PersonDocumentRow } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Upload } from '../../platform/uploads.ts';
import { storeUpload } from '../../shared/documents/storage.ts';
import { selfOrUserAdministrator } from '../../shared/person-admin.ts';
import type { UploadContext } from '../learning-objects/index.ts';
import { requirePersonAccess } from './biography.ts';

/** The attachment types of a person's documents: those of no learning object (11 Biography first). */
async function personAttachmentTypes(tx: Queryable) {
  const { rows } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM attachment_types WHERE learning_object_type_id IS NULL ORDER BY id',
  );
  return rows;
}

/**
 * GET /docs/person/{personId}/all: the Documentation page's list, every live document of the
 * person, newest first, with the expiry of each (a biography's) and its type.
 * The person themself or their administrator; anyone else (another tenant's id too) gets 404.
 */
export const listAllPersonDocuments = defineRoute(endpoints.listAllPersonDocuments, {
  summary: "Every document of a person (biographies and others), newest first, with the person's attachment types",
  tags: ['documents'],
  auth: selfOrUserAdministrator((s) => (s.params as { personId?: number })?.personId),
  async handler({ params, tx, me, now }) {
    await requirePersonAccess(tx, params.personId, me());
    const { rows } = await tx.query<Omit<PersonDocumentRow, 'link'>>(
      `SELECT d.id, d.doc_name, d.attachment_type_id, t.name AS attachment_type, d.status,
              to_char(d.expiration_date, 'YYYY-MM-DD') AS expiration_date,
              CASE WHEN d.expiration_date IS NOT NULL AND d.expiration_date <= $2::date THEN 1 ELSE 0 END AS is_expired,
              coalesce(${personNameSql('p')}, '') AS created_by_name, ${isoSql('d.created_at')} AS created_at
         FROM documents d
         JOIN attachment_types t ON t.tenant_id = d.tenant_id AND t.id = d.attachment_type_id
         LEFT JOIN persons p ON p.tenant_id = d.tenant_id AND p.id = d.created_by
        WHERE d.person_id = $1 AND d.learning_object_type_id IS NULL AND d.removed_at IS NULL
        ORDER BY d.created_at DESC, d.id DESC`,
      [params.personId, now.toISOString().slice(0, 10)],
    );
    const documents = rows.map((r) => ({ ...r, link: r.status === BIOGRAPHY_VALID ? `/api/docs/download/${r.id}` : null }));
    return { attachmentTypes: await personAttachmentTypes(tx), documents };
  },
});

/**
 * Stores a person's document other than a biography (POST /docs/class with in_people_id and
 * a person attachment type): the caller is the person or their administrator, and the file is
 * required. Biographies (11) keep their own path (expiry, INVALID marker: biography.ts).
 */
export async function storePersonDocument(
  tx: Queryable,
  ctx: UploadContext,
  personId: number,
  typeId: number,
  upload: Upload | undefined,
): Promise<number> {
  const types = await personAttachmentTypes(tx);
  if (typeId === ATTACHMENT_TYPE_IDS.biography || !types.some((t) => t.id === typeId))
    throw invalid('body.attachment_type_id', `A person's document has one of the attachment types ${types.map((t) => t.id).join(', ')}.`);
  await requirePersonAccess(tx, personId, ctx.session);
  if (!upload) throw invalid('body.file', 'Required.');
  const stored = await storeUpload(ctx.storageDir, ctx.tenantId, upload, ctx.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documents (person_id, attachment_type_id, doc_name, content_type, size_bytes, sha256, storage_key, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [personId, typeId, upload.filename, stored.contentType, upload.size, stored.sha256, stored.key, ctx.session.personId, ctx.now],
  );
  return (rows[0] as { id: number }).id;
}
