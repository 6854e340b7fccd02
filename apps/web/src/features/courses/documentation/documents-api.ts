import { type courseDocumentsResponse, type DocumentRow, MESSAGES, type uploadDocumentResponse } from '@cpe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { courseKey, errorMessage, useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type CourseDocuments = z.infer<typeof courseDocumentsResponse>;
export type { DocumentRow };

/** Spec §5: a file over 10,000,000 bytes goes through the chunked upload (not built yet), never the direct one. */
export const MAX_DIRECT_UPLOAD_BYTES = 10_000_000;
/** Spec §2 'Search screens', §9: the documentation type chosen by default. */
export const DEFAULT_ATTACHMENT_TYPE_ID = 2;

export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_DIRECT_UPLOAD_BYTES.toLocaleString('en-US')} bytes (10 MB). Files this large need the chunked upload, which is not available yet.`;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '512 bytes', '12.3 KB', '4.6 MB' (decimal units, as the 10,000,000-byte limit). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${sizeFormat.format(bytes / 1000)} KB`;
  return `${sizeFormat.format(bytes / 1_000_000)} MB`;
}

/** GET /docs/course/{id}: the course's documents and the attachment types a course may have. */
export const useCourseDocuments = (courseId: number) =>
  useCourseResource<CourseDocuments>(courseId, 'documents', `/docs/course/${courseId}`);

export interface UploadVariables {
  attachmentTypeId: number;
  file: File;
}

/**
 * POST /docs/course/{id} (multipart/form-data): attachment_type_id first, then the file,
 * since the server reads the fields sent before the file. On success the course and
 * everything under ['course', id] (the documents among them) refetch.
 */
export function useUploadDocument(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentTypeId, file }: UploadVariables) => {
      const form = new FormData();
      form.append('attachment_type_id', String(attachmentTypeId));
      form.append('file', file, file.name);
      return apiUpload<z.infer<typeof uploadDocumentResponse>>(`/docs/course/${courseId}`, form);
    },
    onSuccess: async () => {
      showAlert(MESSAGES.documentUploaded);
      await queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
    },
    // Spec §8: 'Error uploading document' and the server's message (which names the field of a 400).
    onError: (error) =>
      showAlert(`${MESSAGES.documentUploadError}: ${error instanceof ApiError ? error.message : errorMessage(error)}`, 'error'),
  });
}

/** PUT /docs/remove/{docId}: the document is marked removed; the server's message goes to the alert bar. */
export const useRemoveDocument = (courseId: number) =>
  useCourseWrite(courseId, (docId: number) => api<{ message: string }>('PUT', `/docs/remove/${docId}`));

/** GET /docs/download/{docId}, saved under the document's own name. */
export const downloadDocument = (doc: Pick<DocumentRow, 'id' | 'doc_name'>): Promise<void> =>
  saveFile(`/docs/download/${doc.id}`, doc.doc_name);
