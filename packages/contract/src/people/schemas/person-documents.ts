/**
 * A person's Documentation page (issue 15; ADR 0028): every document of the person (the
 * biographies (none, valid, expired) and the other person documents, attachment types that belong to
 * no learning object), with the attachment types a person's document may have.
 */
import { z } from 'zod';
import { BIOGRAPHY_INVALID, BIOGRAPHY_VALID } from '../../documents/index.ts';

/** Biography labels, by the biography states (biographyState). */
export const BIOGRAPHY_LABELS = {
  valid: 'User biography exists',
  expired: 'User Biography has expired. Please update.',
  none: 'This user does not have a biography (optional)',
} as const;

export const personDocumentRow = z.object({
  id: z.number().int(),
  doc_name: z.string(),
  attachment_type_id: z.number().int(),
  attachment_type: z.string(),
  status: z.enum([BIOGRAPHY_VALID, BIOGRAPHY_INVALID]).describe('INVALID: a biography saved without a file'),
  expiration_date: z.string().nullable().describe('YYYY-MM-DD'),
  is_expired: z.union([z.literal(0), z.literal(1)]),
  /** Downloads the file; none for the INVALID marker. */
  link: z.string().nullable(),
  created_by_name: z.string(),
  created_at: z.string().describe('ISO instant'),
});
export type PersonDocumentRow = z.infer<typeof personDocumentRow>;

export const personDocumentsResponse = z
  .object({
    /** The attachment types of a person's documents (11 Biography first). */
    attachmentTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Newest first. */
    documents: z.array(personDocumentRow),
  })
  .meta({ id: 'PersonDocuments' });
export type PersonDocumentsResponse = z.infer<typeof personDocumentsResponse>;
