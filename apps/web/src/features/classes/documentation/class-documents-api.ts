import { ATTACHMENT_TYPE_IDS, type DocumentRow, MESSAGES } from '@cpe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { classKey, errorMessage, useClassResource } from '../api/class-queries.ts';

/** GET /docs/class/{id}: a list of documents, or { documents } like a course's. */
type ClassDocumentsAnswer = DocumentRow[] | { documents: DocumentRow[] };

export const documentsOf = (answer: ClassDocumentsAnswer): DocumentRow[] => (Array.isArray(answer) ? answer : answer.documents);

export const useClassDocuments = (classId: number) =>
  useClassResource<ClassDocumentsAnswer>(classId, 'documents', `/docs/class/${classId}`);

/**
 * POST /docs/class (multipart): attachment_type_id 32 (Class Documentation) and
 * in_class_id before the file, since the server reads the fields sent before it.
 */
export function useUploadClassDocument(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('attachment_type_id', String(ATTACHMENT_TYPE_IDS.classDocumentation));
      form.append('in_class_id', String(classId));
      form.append('file', file, file.name);
      return apiUpload<{ id: number; message: string }>('/docs/class', form);
    },
    onSuccess: async () => {
      showAlert(MESSAGES.documentUploaded);
      await queryClient.invalidateQueries({ queryKey: classKey(classId) });
    },
    onError: (error) =>
      showAlert(`${MESSAGES.documentUploadError}: ${error instanceof ApiError ? error.message : errorMessage(error)}`, 'error'),
  });
}
