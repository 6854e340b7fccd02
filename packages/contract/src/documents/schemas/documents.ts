import { z } from 'zod';
import { idParam } from '../../platform/index.ts';

/** Attachment types: 11 biography, 32 class documentation; the course's own types start at 1. */
export const ATTACHMENT_TYPE_IDS = { biography: 11, classDocumentation: 32 } as const;

export const documentRow = z.object({
  id: z.number().int(),
  doc_name: z.string(),
  attachment_type_id: z.number().int(),
  attachment_type: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type DocumentRow = z.infer<typeof documentRow>;

export const courseDocumentsResponse = z.object({
  attachmentTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  documents: z.array(documentRow),
});
export const uploadDocumentResponse = z.object({ id: z.number().int(), message: z.string() });
export const docIdParams = z.object({ docId: idParam });

/** A biography with its file; the INVALID marker is a biography saved without a file. */
export const BIOGRAPHY_VALID = 'VALID';
export const BIOGRAPHY_INVALID = 'INVALID';

/** A biography document: doc_name, expiration_date, is_expired 1 is expired. `link` downloads it (none for the INVALID marker). */
export const biographyDocument = z.object({
  id: z.number().int(),
  doc_name: z.string(),
  status: z.enum([BIOGRAPHY_VALID, BIOGRAPHY_INVALID]).describe('INVALID: saved without a file'),
  expiration_date: z.string().nullable().describe('YYYY-MM-DD'),
  is_expired: z.union([z.literal(0), z.literal(1)]),
  link: z.string().nullable(),
});
export const biographyListResponse = z.array(biographyDocument);
export const personDocsParams = z.object({ personId: idParam });

/**
 * Biography states, from the newest biography: none, valid or expired. A newest
 * INVALID marker (saved without a file) is none: the person has no biography now.
 */
export type BiographyState = 'none' | 'valid' | 'expired';
export function biographyState(docs: readonly { is_expired: 0 | 1; status?: string }[]): BiographyState {
  const newest = docs[0];
  if (!newest || newest.status === BIOGRAPHY_INVALID) return 'none';
  return newest.is_expired ? 'expired' : 'valid';
}

/**
 * Comments on a learning object's document (its payloads are not shown,
 * so these are ours): POST /docs/getComments {documentId} lists them, oldest first; PUT
 * /docs/updateComments {documentId, comment} adds one and answers the list.
 */
export const documentCommentsBody = z.object({ documentId: idParam });
export const addDocumentCommentBody = z.object({
  documentId: idParam,
  comment: z.string().trim().min(1, 'Required.').max(4000),
});
export const documentComment = z.object({
  id: z.number().int(),
  comment: z.string(),
  created_by: z.string().describe('The name of the person who wrote it'),
  created_on: z.string().describe('ISO instant'),
});
export const documentCommentsResponse = z.array(documentComment);
export type DocumentComment = z.infer<typeof documentComment>;
