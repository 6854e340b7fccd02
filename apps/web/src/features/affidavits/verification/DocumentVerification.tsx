import { type AoaResponse, type aoaDocsResponse, VERIFY_TYPE } from '@cpe/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { DocumentsStep } from '../../../components/documents/DocumentsStep.tsx';
import type { DocumentsSource } from '../../../components/documents/documents-source.ts';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { useAoaDocuments, useChooseVerification, useRemoveAoaDocument, useUploadAoaDocument } from './verification-api.ts';

type DocsAnswer = z.infer<typeof aoaDocsResponse>;

/** The AOA's documents through the shared Documentation step: list, upload, remove (while it may be changed). */
function AoaDocuments({ aoa }: { aoa: AoaResponse }) {
  const { requestId } = aoa.aoaDetails;
  const source: DocumentsSource<DocsAnswer> = {
    noun: 'affidavit',
    query: useAoaDocuments(requestId),
    list: (answer) => ({ documents: answer.documents, attachmentTypes: answer.attachmentTypes }),
    editable: aoa.abilities.canEdit,
    upload: useUploadAoaDocument(requestId),
    remove: useRemoveAoaDocument(requestId),
  };
  return <DocumentsStep source={source} />;
}

/**
 * Verification by documents (verify type 2, spec §4): the learner chooses it, then uploads
 * what proves attendance (a certificate, a sign-in sheet); the documents are listed and may
 * be removed while the affidavit is a Draft. Reviewers see them here too.
 */
export function DocumentVerification({ aoa }: { aoa: AoaResponse }) {
  const { requestId, verifyTypeId } = aoa.aoaDetails;
  const choose = useChooseVerification(requestId);
  if (verifyTypeId === VERIFY_TYPE.documents || !aoa.abilities.canEdit) return <AoaDocuments aoa={aoa} />;
  return (
    <PageSection title="Documents" level={2}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        No attendance code? Back your affidavit with documents instead (a certificate, a sign-in sheet); a reviewer approves it.
      </Typography>
      <Button variant="outlined" disabled={choose.isPending} onClick={() => choose.mutate(VERIFY_TYPE.documents)}>
        Verify with documents
      </Button>
    </PageSection>
  );
}
