import { calls, ECPE_ATTACHMENT_TYPE_IDS, EXTERNAL_CPE_OBJECT_TYPE } from '@cpe/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useState } from 'react';
import { DocumentsStep } from '../../../components/documents/DocumentsStep.tsx';
import type { DocumentsSource } from '../../../components/documents/documents-source.ts';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useDocumentUpload } from '../../../lib/documents/use-document-upload.ts';
import { ecpKey, useEcpResource, useEcpWrite } from '../api/ecp-queries.ts';
import { CertificateDialog } from '../certificate/CertificateDialog.tsx';
import type { EcpStepProps } from '../workspace/step-props.ts';

type Documents = Awaited<ReturnType<typeof listDocuments>>;
const listDocuments = (id: number, signal: AbortSignal) => call(calls.listExternalCpeDocuments, { params: { id }, signal });

/**
 * Documentation (GET/POST /requests/ext-cpe/docs/{id}): the certificate of completion and
 * supporting documents. Those who may edit the request upload and remove; for an uploaded
 * PDF they may have its values read ('Read values from this certificate').
 */
export default function EcpDocumentsStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const editable = request.abilities.canEdit;
  const query = useEcpResource(id, 'documents', (signal) => listDocuments(id, signal));
  const [reading, setReading] = useState<{ id: number; doc_name: string } | null>(null);
  const source: DocumentsSource<Documents> = {
    noun: 'request',
    query,
    list: (answer) => answer,
    editable,
    upload: useDocumentUpload(
      ecpKey(id),
      `/requests/ext-cpe/docs/${id}`,
      {},
      { learning_object_type_id: EXTERNAL_CPE_OBJECT_TYPE, learning_object_id: id },
    ),
    remove: useEcpWrite(id, (docId: number) => call(calls.removeDocument, { params: { docId } })),
  };
  const pdfs = (query.data?.documents ?? []).filter(
    (d) => d.content_type === 'application/pdf' || d.attachment_type_id === ECPE_ATTACHMENT_TYPE_IDS.certificate,
  );
  return (
    <>
      <DocumentsStep source={source} />
      {editable && pdfs.length > 0 && (
        <PageSection title="Certificate values" level={2}>
          <List dense>
            {pdfs.map((d) => (
              <ListItem key={d.id} sx={{ gap: 1, flexWrap: 'wrap' }}>
                <span style={{ wordBreak: 'break-word' }}>{d.doc_name}</span>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setReading(d)}
                  aria-label={`Read values from this certificate: ${d.doc_name}`}
                >
                  Read values from this certificate
                </Button>
              </ListItem>
            ))}
          </List>
        </PageSection>
      )}
      {reading && <CertificateDialog request={request} doc={reading} onClose={() => setReading(null)} />}
    </>
  );
}
