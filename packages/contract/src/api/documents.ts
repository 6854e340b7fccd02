import { z } from 'zod';
import { idParam } from './common.ts';

/** Attachment types of spec §9: 11 biography, 32 class documentation; the course's own types start at 1. */
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
