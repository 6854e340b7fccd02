import { MESSAGES } from '@cpe/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';
import { errorMessage } from '../api-errors.ts';
import { apiUpload } from '../api-upload.ts';
import { showAlert } from '../shell/alert-store.ts';

export interface UploadVariables {
  attachmentTypeId: number;
  file: File;
}

/**
 * Uploading one document of a record (multipart/form-data): attachment_type_id and the
 * record's `fields` first, then the file, since the server reads the fields sent before
 * the file. On success the record and everything under its key (the documents among them)
 * refetch; a failure says 'Error uploading document' and the server's message (spec §8).
 */
export function useDocumentUpload(recordKey: QueryKey, url: string, fields: Readonly<Record<string, string>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentTypeId, file }: UploadVariables) => {
      const form = new FormData();
      form.append('attachment_type_id', String(attachmentTypeId));
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file, file.name);
      return apiUpload<{ id: number; message: string }>(url, form);
    },
    onSuccess: async () => {
      showAlert(MESSAGES.documentUploaded);
      await queryClient.invalidateQueries({ queryKey: recordKey });
    },
    onError: (error) =>
      showAlert(`${MESSAGES.documentUploadError}: ${error instanceof ApiError ? error.message : errorMessage(error)}`, 'error'),
  });
}
