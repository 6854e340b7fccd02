import type { DocumentRow } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDisplay } from '../../lib/dates.ts';
import { downloadDocument, formatSize } from '../../lib/documents/document-files.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { showAlert } from '../../lib/shell/alert-store.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../page/PageSection.tsx';
import { QueryView } from '../QueryView.tsx';
import { type Column, RecordTable } from '../record/RecordTable.tsx';
import { DocumentCommentsDialog } from './DocumentCommentsDialog.tsx';
import type { DocumentsSource } from './documents-source.ts';
import { UploadDocumentForm } from './UploadDocumentForm.tsx';

/**
 * The Documentation step of a record (course, class and the types to come): its
 * documents (download and comments for everyone who sees the record; remove, with a
 * confirmation, where the record type allows it, and upload for those who may edit it).
 */
export function DocumentsStep<T>({ source }: { source: DocumentsSource<T> }) {
  const { noun, editable, remove } = source;
  const timezone = useTenantTimezone();
  const [removing, setRemoving] = useState<DocumentRow | null>(null);
  const [commenting, setCommenting] = useState<DocumentRow | null>(null);
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(new Set());

  const download = (doc: DocumentRow) => {
    setDownloading((s) => new Set(s).add(doc.id));
    downloadDocument(doc)
      .catch((error: unknown) => showAlert(errorMessage(error), 'error'))
      .finally(() =>
        setDownloading((s) => {
          const next = new Set(s);
          next.delete(doc.id);
          return next;
        }),
      );
  };

  const columns: Column<DocumentRow>[] = [
    { header: 'Name', cell: (d) => <span style={{ wordBreak: 'break-word' }}>{d.doc_name}</span> },
    { header: 'Type', cell: (d) => d.attachment_type },
    { header: 'Size', cell: (d) => formatSize(d.size_bytes) },
    { header: 'Uploaded by', cell: (d) => d.created_by_name },
    { header: 'Uploaded', cell: (d) => formatDisplay(d.created_at, timezone) },
    {
      header: 'Actions',
      actions: true,
      cell: (d) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" aria-label={`Download ${d.doc_name}`} disabled={downloading.has(d.id)} onClick={() => download(d)}>
            Download
          </Button>
          <Button size="small" aria-label={`Comments on ${d.doc_name}`} onClick={() => setCommenting(d)}>
            Comments
          </Button>
          {editable && remove && (
            <Button size="small" color="error" aria-label={`Remove ${d.doc_name}`} onClick={() => setRemoving(d)}>
              Remove
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <PageSection title="Documentation">
      <QueryView query={source.query} loadingLabel="Loading the documents">
        {(answer) => {
          const { documents, attachmentTypes } = source.list(answer);
          return (
            <>
              {documents.length === 0 ? (
                <EmptyState>{`No documents for this ${noun} yet.`}</EmptyState>
              ) : (
                <RecordTable
                  caption={`${noun[0]?.toUpperCase()}${noun.slice(1)} documents`}
                  columns={columns}
                  rows={documents}
                  rowKey={(d) => d.id}
                />
              )}
              {editable && <UploadDocumentForm upload={source.upload} attachmentTypes={attachmentTypes} fixedType={source.fixedType} />}
            </>
          );
        }}
      </QueryView>
      {commenting && <DocumentCommentsDialog doc={commenting} onClose={() => setCommenting(null)} />}
      {removing && remove && (
        <ConfirmDialog
          title="Remove document"
          text={`Remove ${removing.doc_name} from this ${noun}?`}
          confirm="Remove"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(removing.id).then(
              () => setRemoving(null),
              () => {},
            )
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </PageSection>
  );
}
