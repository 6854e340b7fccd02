import { CLASS_OBJECT_TYPE, calls, type courseDocumentsResponse } from '@cpe/contract';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useDocumentUpload } from '../../../lib/documents/use-document-upload.ts';
import { classKey, useClassResource } from '../api/class-queries.ts';

/** GET /docs/class/{id}: the class's documents, in the shape of a course's. */
export type ClassDocumentsAnswer = z.infer<typeof courseDocumentsResponse>;

export const useClassDocuments = (classId: number) =>
  useClassResource(classId, 'documents', (signal) => call(calls.listClassDocuments, { params: { id: classId }, signal }));

/** POST /docs/class (multipart): attachment_type_id 32 (Class Documentation) and in_class_id before the file. */
export const useUploadClassDocument = (classId: number) =>
  useDocumentUpload(
    classKey(classId),
    '/docs/class',
    { in_class_id: String(classId) },
    { learning_object_type_id: CLASS_OBJECT_TYPE, learning_object_id: classId },
  );
