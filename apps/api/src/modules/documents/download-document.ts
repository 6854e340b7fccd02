import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { endpoints } from '@cpe/contract';
import type { Config } from '../../config.ts';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { objectStoreOf, S3_KEY_PREFIX } from '../../platform/object-store.ts';
import { defineRoute } from '../../platform/route.ts';
import { downloadContentType } from '../../shared/documents/content-types.ts';
import { storedPath } from '../../shared/documents/storage.ts';
import { loadDocument } from './document-files.ts';

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
    const body = await openStoredFile(services.config, doc.storage_key);
    // Never as a page of this origin: active types go out as bytes, and nothing may run even if opened.
    reply.header('content-type', downloadContentType(doc.content_type));
    reply.header('content-disposition', disposition(doc.doc_name));
    reply.header('content-security-policy', "sandbox; default-src 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    return body;
  },
});

/** A document's bytes: from the object store for a document uploaded there in parts (ADR 0040), else from STORAGE_DIR. */
async function openStoredFile(config: Config, key: string): Promise<Readable> {
  if (key.startsWith(S3_KEY_PREFIX)) {
    const store = objectStoreOf(config);
    if (!store) throw notFound('The file of this document is in an object store that is not configured.');
    return Readable.fromWeb((await store.getObject(key.slice(S3_KEY_PREFIX.length))) as NodeReadableStream);
  }
  const file = storedPath(config.storageDir, key);
  // Every API process must reach STORAGE_DIR; a missing file is reported, not a crash.
  if (!(await stat(file).catch(() => null))) throw notFound('The file of this document is missing from storage.');
  return createReadStream(file);
}
