import type { CourseResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage } from '../api/course-queries.ts';
import { type DocumentRow, downloadDocument, formatSize, useCourseDocuments, useRemoveDocument } from './documents-api.ts';
import { UploadDocumentForm } from './UploadDocumentForm.tsx';

/**
 * The Documentation step of a course: its documents (download for everyone who sees the
 * course; remove, with a confirmation, and upload for those who may edit it).
 */
export default function CourseDocumentsStep({ course }: { course: CourseResponse }) {
  const courseId = course.courseHeader.id;
  const editable = course.abilities.edit;
  const timezone = useTenantTimezone();
  const documents = useCourseDocuments(courseId);
  const remove = useRemoveDocument(courseId);
  const [removing, setRemoving] = useState<DocumentRow | null>(null);
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
          {editable && (
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
      <QueryView query={documents}>
        {(data) => (
          <>
            {data.documents.length === 0 ? (
              <EmptyState>No documents for this course yet.</EmptyState>
            ) : (
              <RecordTable caption="Course documents" columns={columns} rows={data.documents} rowKey={(d) => d.id} />
            )}
            {editable && <UploadDocumentForm courseId={courseId} attachmentTypes={data.attachmentTypes} />}
          </>
        )}
      </QueryView>
      {removing && (
        <ConfirmDialog
          title="Remove document"
          text={`Remove ${removing.doc_name} from this course?`}
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
