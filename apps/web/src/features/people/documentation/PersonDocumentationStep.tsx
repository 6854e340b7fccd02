import { ATTACHMENT_TYPE_IDS, BIOGRAPHY_LABELS, biographyState, type PersonDocumentRow } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { RecordTable } from '../../../components/record/RecordTable.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import type { PersonStepProps } from '../workspace/step-props.ts';
import { PersonUploadForm } from './PersonUploadForm.tsx';
import { usePersonDocuments } from './use-person-documents.ts';

const MISSING = '----';

const open = (doc: PersonDocumentRow) => {
  if (!doc.link) return;
  saveFile(doc.link.replace(/^\/api/, ''), doc.doc_name).catch((e: unknown) => showAlert(errorMessage(e), 'error'));
};

/**
 * The person's Documentation page: the biography's state (the biography labels), every document
 * with its type, expiration date and expired flag, each opened by its name; an upload for
 * whoever may edit the person's documents (their administrator, or the person themself).
 */
export default function PersonDocumentationStep({ person }: PersonStepProps) {
  const docs = usePersonDocuments(person.id);
  const { user } = useStore(sessionStore);
  if (docs.isPending) return <LoadingSpinner label="Loading documents" />;
  if (docs.isError) return <Alert severity="error">{errorMessage(docs.error)}</Alert>;
  const { documents, attachmentTypes } = docs.data;
  const state = biographyState(documents.filter((d) => d.attachment_type_id === ATTACHMENT_TYPE_IDS.biography));
  return (
    <PageSection title="Documentation">
      <Typography color={state === 'expired' ? 'error' : 'text.secondary'} sx={{ mb: 2 }} role="status">
        {BIOGRAPHY_LABELS[state]}
      </Typography>
      {documents.length === 0 ? (
        <EmptyState>This person has no documents.</EmptyState>
      ) : (
        <RecordTable
          caption="Documents"
          rows={documents}
          rowKey={(d) => d.id}
          columns={[
            {
              header: 'Document',
              cell: (d) =>
                d.link ? (
                  <Button size="small" sx={{ textTransform: 'none', p: 0, minWidth: 0 }} onClick={() => open(d)}>
                    {d.doc_name}
                  </Button>
                ) : (
                  `${d.doc_name} (no file)`
                ),
            },
            { header: 'Type', cell: (d) => d.attachment_type },
            { header: 'Expiration Date', cell: (d) => (d.expiration_date ? formatDisplayDate(d.expiration_date) : MISSING) },
            { header: 'Expired', cell: (d) => (d.is_expired ? 'Yes' : 'No') },
            { header: 'Uploaded', cell: (d) => `${formatDisplayDate(d.created_at)}${d.created_by_name ? ` by ${d.created_by_name}` : ''}` },
          ]}
        />
      )}
      {person.abilities.editDocuments && user && (
        <PersonUploadForm personId={person.id} callerId={user.person_id} types={attachmentTypes} />
      )}
    </PageSection>
  );
}
