import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { downloadContentType } from './content-types.ts';
import { loadDocument } from './document-files.ts';
import { storedPath } from './storage.ts';

/** RFC 6266 filename: ASCII fallback plus the UTF-8 name. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const downloadDocument = defineRoute(endpoints.downloadDocument, {
  summary: 'Download a document: course or class documentation, or a biography',
  tags: ['documents'],
  // Who may read it depends on the document (its course, or its person): checked in the handler.
  auth: allow.signedIn(),
  async handler({ params, tx, me, reply, services }) {
    const doc = await loadDocument(tx, params.docId, me(), 'view');
    if (doc.storage_key === null) throw notFound('This biography was saved without a file.');
    const file = storedPath(services.config.storageDir, doc.storage_key);
    // Every API process must reach STORAGE_DIR; a missing file is reported, not a crash.
    if (!(await stat(file).catch(() => null))) throw notFound('The file of this document is missing from storage.');
    // Never as a page of this origin: active types go out as bytes, and nothing may run even if opened.
    reply.header('content-type', downloadContentType(doc.content_type));
    reply.header('content-disposition', disposition(doc.doc_name));
    reply.header('content-security-policy', "sandbox; default-src 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    return createReadStream(file);
  },
});
