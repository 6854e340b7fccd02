import { type courseDocumentsResponse, type DocumentRow, MESSAGES, type uploadDocumentResponse } from '@cpe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { courseKey, errorMessage, useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type CourseDocuments = z.infer<typeof courseDocumentsResponse>;

/** The file rules every record's documents share (spec §5). */
export {
  DEFAULT_ATTACHMENT_TYPE_ID,
  downloadDocument,
  formatSize,
  MAX_DIRECT_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
} from '../../../lib/documents/document-files.ts';
export type { DocumentRow };

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
