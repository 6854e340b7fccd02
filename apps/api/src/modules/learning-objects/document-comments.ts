import type { DocumentComment } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { learningObjectType } from './registry.ts';

/**
 * A live document of a learning object the caller may see, else 404: another tenant's
 * document is invisible (row-level security), and a document of a record the caller may
 * not see, or of no record at all (a biography), is not theirs to comment on either.
 */
async function requireVisibleDocument(tx: Queryable, documentId: number, session: Session): Promise<number> {
  const { rows } = await tx.query<{ learning_object_type_id: number | null; learning_object_id: number | null }>(
    'SELECT learning_object_type_id, learning_object_id FROM documents WHERE id = $1 AND removed_at IS NULL',
    [documentId],
  );
  const doc = rows[0];
  const type = doc?.learning_object_type_id == null ? undefined : learningObjectType(doc.learning_object_type_id);
  if (!doc || !type || doc.learning_object_id === null) throw notFound('Document not found');
  try {
    await type.require(tx, doc.learning_object_id, session, 'see');
  } catch (e) {
    // The type's policy may answer 403 for a record of the caller's firm; the document's ids do not leak either way.
    if (e instanceof AppError && (e.status === 403 || e.status === 404)) throw notFound('Document not found');
    throw e;
  }
  return documentId;
}

async function listComments(tx: Queryable, documentId: number): Promise<DocumentComment[]> {
  const { rows } = await tx.query<DocumentComment>(
    `SELECT c.id, c.comment, ${personNameSql('p')} AS created_by, ${isoSql('c.created_at')} AS created_on
       FROM document_comments c JOIN persons p ON p.id = c.created_by
      WHERE c.document_id = $1
      ORDER BY c.created_at, c.id`,
    [documentId],
  );
  return rows;
}

/** The document's comments, oldest first. */
export async function documentComments(tx: Queryable, documentId: number, session: Session): Promise<DocumentComment[]> {
  return listComments(tx, await requireVisibleDocument(tx, documentId, session));
}

/** Adds a comment to the document (the audit trail records it) and answers the comments. */
export async function addDocumentComment(
  tx: Queryable,
  input: { documentId: number; comment: string },
  ctx: { session: Session; now: Date },
): Promise<DocumentComment[]> {
  const documentId = await requireVisibleDocument(tx, input.documentId, ctx.session);
  await tx.query('INSERT INTO document_comments (document_id, comment, created_by, created_at) VALUES ($1, $2, $3, $4)', [
    documentId,
    input.comment,
    ctx.session.personId,
    ctx.now,
  ]);
  return listComments(tx, documentId);
}
