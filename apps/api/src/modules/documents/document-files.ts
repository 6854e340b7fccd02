import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { docIdParams, okBody } from '@cpe/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../auth/sessions.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass, requireClass } from '../classes/core/class-access.ts';
import { COURSE_OBJECT_TYPE, loadCourse, requireCourse, touchCourse } from '../courses/course-access.ts';
import { requirePersonAccess } from './biography.ts';
import { downloadContentType } from './content-types.ts';
import { storedPath } from './storage.ts';

interface DocRow {
  id: number;
  learning_object_type_id: number | null;
  learning_object_id: number | null;
  person_id: number | null;
  doc_name: string;
  content_type: string;
  /** None for a biography's INVALID marker. */
  storage_key: string | null;
}

/**
 * A live document the caller may see (or change): a course's, by the course's abilities;
 * a person's (biography), by the person themself or their administrator. Else 404 / 403.
 */
async function loadDocument(tx: Queryable, docId: number, session: Session, ability: 'view' | 'edit'): Promise<DocRow> {
  const { rows } = await tx.query<DocRow>(
    `SELECT id, learning_object_type_id, learning_object_id, person_id, doc_name, content_type, storage_key
       FROM documents WHERE id = $1 AND removed_at IS NULL`,
    [docId],
  );
  const doc = rows[0];
  if (!doc) throw notFound('Document not found');
  if (doc.learning_object_type_id === COURSE_OBJECT_TYPE && doc.learning_object_id !== null) {
    if (ability === 'edit') await requireCourse(tx, doc.learning_object_id, session, 'edit');
    else await loadCourse(tx, doc.learning_object_id, session);
  } else if (doc.learning_object_type_id === CLASS_OBJECT_TYPE && doc.learning_object_id !== null) {
    if (ability === 'edit') await requireClass(tx, doc.learning_object_id, session, 'edit');
    else await loadClass(tx, doc.learning_object_id, session);
  } else if (doc.person_id !== null && doc.learning_object_type_id === null) {
    await requirePersonAccess(tx, doc.person_id, session);
  } else throw notFound('Document not found');
  return doc;
}

/** RFC 6266 filename: ASCII fallback plus the UTF-8 name. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const downloadDocument = defineRoute({
  method: 'GET',
  url: '/docs/download/:docId',
  summary: 'Download a document: course or class documentation, or a biography',
  tags: ['documents'],
  // Who may read it depends on the document (its course, or its person): checked in the handler.
  auth: allow.signedIn(),
  schema: { params: docIdParams, response: z.any() },
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

export const removeDocument = defineRoute({
  method: 'PUT',
  url: '/docs/remove/:docId',
  summary: 'Remove a document from its course (kept, marked removed)',
  tags: ['documents'],
  auth: classAccess(),
  schema: { params: docIdParams, response: okBody },
  async handler({ params, tx, me, now }) {
    const doc = await loadDocument(tx, params.docId, me(), 'edit');
    await tx.query('UPDATE documents SET removed_at = $2, removed_by = $3 WHERE id = $1', [doc.id, now, me().personId]);
    if (doc.learning_object_type_id === COURSE_OBJECT_TYPE && doc.learning_object_id !== null)
      await touchCourse(tx, doc.learning_object_id, me().personId, now);
    return { message: 'Document removed' };
  },
});
