import { readFile } from 'node:fs/promises';
import { type CertificateProposals, ECP_MESSAGES, EXTERNAL_CPE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { storedPath } from '../../shared/documents/storage.ts';
import { parseCertificate } from './certificate/parse-certificate.ts';
import { PdfTextError, pdfText } from './certificate/pdf-text.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';

/**
 * Certificate reading (issue 13, beyond the anchors): the text of an uploaded PDF certificate,
 * read on the server, proposes the sponsor, NASBA sponsor id, program title, completion date,
 * delivery method and credits by the tenant's fields of study. Nothing is saved: the learner
 * confirms or corrects the values through the normal updates.
 */
export const readExternalCpeCertificate = defineRoute(endpoints.readExternalCpeCertificate, {
  summary: 'Read an uploaded PDF certificate of the request and propose its values (nothing is saved)',
  tags: ['external cpe', 'documents'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, services }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    const { rows } = await tx.query<{ storage_key: string; content_type: string; doc_name: string }>(
      `SELECT storage_key, content_type, doc_name FROM documents
        WHERE id = $1 AND learning_object_type_id = $2 AND learning_object_id = $3 AND removed_at IS NULL`,
      [body.docId, EXTERNAL_CPE_OBJECT_TYPE, row.id],
    );
    const doc = rows[0];
    if (!doc) throw notFound('Document not found');
    if (doc.content_type !== 'application/pdf') throw invalid('body.docId', ECP_MESSAGES.notAPdf);
    const bytes = await readFile(storedPath(services.config.storageDir, doc.storage_key)).catch(() => {
      throw notFound('The file of this document is missing from storage.');
    });
    return { docId: body.docId, ...(await proposeFromPdf(tx, new Uint8Array(bytes), 'body.docId')) };
  },
});

/**
 * The text of a PDF certificate and the values it proposes, by the tenant's fields of study and
 * delivery methods. A file that is no readable PDF is a 400 naming `field`.
 */
export async function proposeFromPdf(
  tx: Queryable,
  bytes: Uint8Array,
  field: string,
): Promise<{ proposals: CertificateProposals; text_excerpt: string; pages: number }> {
  let read: { text: string; pages: number };
  try {
    read = await pdfText(bytes);
  } catch (err) {
    if (err instanceof PdfTextError) throw invalid(field, err.message);
    throw err;
  }
  const [fields, methods] = [
    await tx.query<{ id: number; name: string }>('SELECT id, name FROM fields_of_study ORDER BY id'),
    await tx.query<{ id: number; name: string }>('SELECT id, name FROM delivery_methods ORDER BY id'),
  ];
  const proposals = parseCertificate(read.text, { fieldsOfStudy: fields.rows, deliveryMethods: methods.rows });
  return { proposals, text_excerpt: read.text.slice(0, 2000), pages: read.pages };
}
