import { ATTACHMENT_TYPE_IDS, biographyListResponse, MESSAGES, personDocsParams, uploadDocumentResponse } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../auth/sessions.ts';
import { ADMINISTER_ANY_PERSON, mayAdminister } from '../persons/person-admin.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';
import { storeClassDocument } from './class-documents.ts';
import { storeUpload } from './storage.ts';

/** The person themself, or an administrator of their kind of user; anyone else gets 404 (ids do not leak). */
export async function requirePersonAccess(tx: Queryable, personId: number, session: Session): Promise<void> {
  const { rows } = await tx.query<{ person_type: 'internal' | 'external' }>('SELECT person_type FROM persons WHERE id = $1', [personId]);
  const person = rows[0];
  if (!person || (personId !== session.personId && !mayAdminister(session, person.person_type))) throw notFound('Person not found');
}

const selfOrAdmin = (key: 'params' | 'body') =>
  allow
    .owner('the person themself', (me, s) => {
      const source = (key === 'params' ? s.params : s.body) as Record<string, unknown> | undefined;
      return Number(source?.personId ?? source?.in_people_id) === me;
    })
    .or(allow.anyOf(...ADMINISTER_ANY_PERSON));

export const listPersonDocuments = defineRoute({
  method: 'GET',
  url: '/docs/person/:personId',
  summary: "A person's biographies, newest first (spec §3 Biography document)",
  tags: ['documents'],
  auth: selfOrAdmin('params'),
  schema: { params: personDocsParams, response: biographyListResponse },
  async handler({ params, tx, me, now }) {
    await requirePersonAccess(tx, params.personId, me());
    const { rows } = await tx.query<{ id: number; doc_name: string; expiration_date: string | null; is_expired: 0 | 1 }>(
      `SELECT id, doc_name, to_char(expiration_date, 'YYYY-MM-DD') AS expiration_date,
              CASE WHEN expiration_date IS NOT NULL AND expiration_date <= $3::date THEN 1 ELSE 0 END AS is_expired
         FROM documents WHERE person_id = $1 AND attachment_type_id = $2 AND removed_at IS NULL
        ORDER BY created_at DESC, id DESC`,
      [params.personId, ATTACHMENT_TYPE_IDS.biography, now.toISOString().slice(0, 10)],
    );
    return rows.map((r) => ({ ...r, link: `/api/docs/download/${r.id}` }));
  },
});

/** Adds months to a date, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(date.getUTCDate(), last));
  return d.toISOString().slice(0, 10);
}

/**
 * POST /docs/class (multipart), as the spec names the upload: attachment_type_id 11 is a
 * biography of in_people_id, expiring after the tenant's biography months; 32 is class
 * documentation of in_class_id, for those who may edit that class (class-documents.ts).
 */
export const uploadDocument = defineRoute({
  method: 'POST',
  url: '/docs/class',
  summary:
    'Upload a document (multipart/form-data): attachment_type_id 11 with in_people_id is a biography; 32 with in_class_id is class documentation',
  tags: ['documents'],
  auth: allow.signedIn(),
  upload: true,
  successStatus: 201,
  schema: { response: uploadDocumentResponse },
  async handler({ tx, me, now, req, tenant, services }) {
    const upload = req.upload;
    if (!upload) throw invalid('body.file', 'Required. Send multipart/form-data with attachment_type_id, in_people_id and the file.');
    const typeId = Number(upload.fields.attachment_type_id);
    if (typeId === ATTACHMENT_TYPE_IDS.classDocumentation) {
      const classId = Number(upload.fields.in_class_id);
      if (!Number.isInteger(classId) || classId <= 0 || classId > 2_147_483_647) throw invalid('body.in_class_id', 'Required.');
      const context = { session: me(), now, storageDir: services.config.storageDir, tenantId: tenant.id };
      return { id: await storeClassDocument(tx, context, classId, typeId, upload), message: MESSAGES.documentUploaded };
    }
    if (typeId !== ATTACHMENT_TYPE_IDS.biography)
      throw invalid('body.attachment_type_id', 'Only biographies (11) and class documentation (32, with in_class_id) are uploaded here.');
    const personId = Number(upload.fields.in_people_id);
    if (!Number.isInteger(personId) || personId <= 0) throw invalid('body.in_people_id', 'Required.');
    await requirePersonAccess(tx, personId, me());
    const settings = await loadTenantSettings(tx, ['biographyExpiryMonths']);
    const months = settings.biographyExpiryMonths ?? 0;
    const stored = await storeUpload(services.config.storageDir, tenant.id, upload, now);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO documents (person_id, attachment_type_id, doc_name, content_type, size_bytes, sha256, storage_key, expiration_date, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        personId,
        typeId,
        upload.filename,
        upload.mimetype,
        upload.size,
        stored.sha256,
        stored.key,
        months > 0 ? addMonths(now, months) : null,
        me().personId,
        now,
      ],
    );
    // A new biography starts a new validity: it may be extended once again.
    await tx.query('UPDATE persons SET biography_extended_at = NULL WHERE id = $1', [personId]);
    return { id: (rows[0] as { id: number }).id, message: MESSAGES.documentUploaded };
  },
});

/** Extends the newest biography by the tenant's months from today, once per upload; false when there is none or it was extended. */
export async function extendBiography(tx: Queryable, personId: number, now: Date): Promise<boolean> {
  const settings = await loadTenantSettings(tx, ['biographyExpiryMonths']);
  const months = settings.biographyExpiryMonths ?? 0;
  if (months <= 0) return false;
  const { rowCount } = await tx.query(
    `UPDATE documents SET expiration_date = $3::date
      WHERE id = (SELECT id FROM documents WHERE person_id = $1 AND attachment_type_id = $2 AND removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM persons WHERE id = $1 AND biography_extended_at IS NOT NULL)`,
    [personId, ATTACHMENT_TYPE_IDS.biography, addMonths(now, months)],
  );
  return rowCount > 0;
}
