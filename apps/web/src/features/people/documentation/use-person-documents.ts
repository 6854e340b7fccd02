import { calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload.ts';
import { call } from '../../../lib/call.ts';
import { uploadDocumentFile } from '../../../lib/documents/part-upload.ts';
import { personSubKey, usePersonWrite } from '../api/people-queries.ts';

/** GET /docs/person/{id}/all: every document of the person, newest first, and the person attachment types. */
export function usePersonDocuments(personId: number) {
  return useQuery({
    queryKey: personSubKey(personId, 'documents'),
    queryFn: ({ signal }) => call(calls.listAllPersonDocuments, { params: { personId }, signal }),
  });
}

export interface PersonUpload {
  attachmentTypeId: number;
  file: File;
  /** The percent sent of a file over 10,000,000 bytes, which goes in parts. */
  onProgress?: (percent: number) => void;
}

/**
 * POST /docs/class (multipart; over 10,000,000 bytes in parts) with in_people_id: a biography (11, expiring after the
 * tenant's months) or another person document. The alert bar shows the server's
 * 'Document Successfully Uploaded'; the person's queries (this list too) refetch.
 */
export function usePersonUpload(personId: number, callerId: number) {
  return usePersonWrite<PersonUpload>(personId, ({ attachmentTypeId, file, onProgress }) =>
    uploadDocumentFile({ file, attachmentTypeId, target: { in_people_id: personId }, onProgress }, () => {
      const form = new FormData();
      // Text fields before the file: the server reads the fields sent before it.
      form.append('attachment_type_id', String(attachmentTypeId));
      form.append('in_people_id', String(personId));
      form.append('in_created_by', String(callerId));
      form.append('file', file);
      return apiUpload('/docs/class', form);
    }),
  );
}
