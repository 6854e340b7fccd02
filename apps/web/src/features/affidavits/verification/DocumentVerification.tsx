import { AOA_ATTACHMENT_TYPE, type AoaResponse, type aoaDocsResponse } from '@cpe/contract';
import type { z } from 'zod';
import { DocumentsStep } from '../../../components/documents/DocumentsStep.tsx';
import type { DocumentsSource } from '../../../components/documents/documents-source.ts';
import { useAoaDocuments, useRemoveAoaDocument, useUploadAoaDocument } from './verification-api.ts';

type DocsAnswer = z.infer<typeof aoaDocsResponse>;

/**
 * Verification by documents (verify type 2), through the shared Documentation
 * step: the documents backing the affidavit (a certificate, a sign-in sheet), uploaded and
 * removed while it is a Draft. The first upload chooses documents as the method and puts the
 * learner on the roster (the server does both), which opens Attendance; a reviewer approves.
 */
export function DocumentVerification({ aoa }: { aoa: AoaResponse }) {
  const { requestId } = aoa.aoaDetails;
  const source: DocumentsSource<DocsAnswer> = {
    noun: 'affidavit',
    query: useAoaDocuments(requestId),
    list: (answer) => ({ documents: answer.documents }),
    editable: aoa.abilities.canEdit,
    upload: useUploadAoaDocument(requestId),
    remove: useRemoveAoaDocument(requestId),
    // One type backs an affidavit: the learner only picks the file.
    fixedType: AOA_ATTACHMENT_TYPE,
  };
  return <DocumentsStep source={source} />;
}
