import type { DocumentRow } from '@cpe/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { UploadVariables } from '../../lib/documents/use-document-upload.ts';

export interface AttachmentType {
  id: number;
  name: string;
}

/** A record's documents as the step shows them; `attachmentTypes` when the uploader chooses one. */
export interface DocumentList {
  documents: readonly DocumentRow[];
  attachmentTypes?: readonly AttachmentType[];
}

/**
 * What a record type gives its Documentation step (the adapter): where its documents come
 * from, who may change them, how an upload is sent and, if documents may be removed there,
 * how. Course and class each have one (documentation/ in their feature).
 */
export interface DocumentsSource<T> {
  /** The record in sentences: 'course' → 'No documents for this course yet.', 'Course documents'. */
  noun: string;
  query: UseQueryResult<T>;
  list(answer: T): DocumentList;
  editable: boolean;
  upload: UseMutationResult<unknown, Error, UploadVariables>;
  /** One fixed type (its id and name, 'Class Documentation') instead of a choice among the list's attachment types. */
  fixedType?: AttachmentType;
  remove?: UseMutationResult<unknown, Error, number>;
}
