import { MESSAGES } from '@cpe/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';
import { errorMessage } from '../api-errors.ts';
import { apiUpload } from '../api-upload.ts';
import { showAlert } from '../shell/alert-store.ts';
import { type PartTarget, PartUploadError, uploadDocumentFile } from './part-upload.ts';

export interface UploadVariables {
  attachmentTypeId: number;
  file: File;
  /** The percent sent of a file uploaded in parts. */
  onProgress?: (percent: number) => void;
}

/**
 * Uploading one document of a record: a file of at most 10,000,000 bytes as multipart/form-data
 * (attachment_type_id and the record's `fields` first, then the file, since the server reads
 * the fields sent before the file); a larger one in parts to `target` (part-upload.ts). On
 * success the record and everything under its key (the documents among them) refetch; a
 * failure says which step failed and the server's message.
 */
export function useDocumentUpload(recordKey: QueryKey, url: string, fields: Readonly<Record<string, string>>, target: PartTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentTypeId, file, onProgress }: UploadVariables) =>
      uploadDocumentFile({ file, attachmentTypeId, target, onProgress }, () => {
        const form = new FormData();
        form.append('attachment_type_id', String(attachmentTypeId));
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append('file', file, file.name);
        return apiUpload<{ id: number; message: string }>(url, form);
      }),
    onSuccess: async () => {
      showAlert(MESSAGES.documentUploaded);
      await queryClient.invalidateQueries({ queryKey: recordKey });
    },
    onError: (error) =>
      showAlert(
        error instanceof PartUploadError
          ? error.message
          : `${MESSAGES.documentUploadError}: ${error instanceof ApiError ? error.message : errorMessage(error)}`,
        'error',
      ),
  });
}
