import type { DocumentRow } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { downloadDocument, formatSize, MAX_DIRECT_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from '../../../lib/documents/document-files.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import { documentsOf, useClassDocuments, useUploadClassDocument } from './class-documents-api.ts';

/** The Documentation step of a class: its documents, and uploading Class Documentation (at most 10,000,000 bytes) when editable. */
export default function ClassDocumentsStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const timezone = useTenantTimezone();
  const documents = useClassDocuments(id);
  const upload = useUploadClassDocument(id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const rows = documents.data ? documentsOf(documents.data) : [];

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const tooLarge = chosen !== null && chosen.size > MAX_DIRECT_UPLOAD_BYTES;
    setFile(tooLarge ? null : chosen);
    setFileError(tooLarge && chosen ? `${chosen.name} (${formatSize(chosen.size)}): ${TOO_LARGE_MESSAGE}` : null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setInputKey((k) => k + 1);
      },
    });
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
        <Button
          size="small"
          aria-label={`Download ${d.doc_name}`}
          onClick={() => downloadDocument(d).catch((e) => showAlert(errorMessage(e), 'error'))}
        >
          Download
        </Button>
      ),
    },
  ];
  return (
    <PageSection title="Documentation">
      {documents.isError && <Alert severity="error">The documents could not be loaded: {errorMessage(documents.error)}</Alert>}
      {documents.isPending && <LoadingSpinner label="Loading the documents" />}
      {documents.isSuccess && rows.length === 0 && <EmptyState>No documents for this class yet.</EmptyState>}
      {rows.length > 0 && <RecordTable caption="Class documents" columns={columns} rows={rows} rowKey={(d) => d.id} />}
      {cls.abilities.edit && (
        <Stack
          component="form"
          onSubmit={onSubmit}
          noValidate
          spacing={2}
          sx={{ maxWidth: 600, mt: 3 }}
          aria-label="Upload Class Documentation"
        >
          <TextField
            key={inputKey}
            type="file"
            label="Class Documentation file"
            onChange={onFile}
            disabled={upload.isPending}
            error={fileError !== null}
            helperText={fileError ?? `At most ${MAX_DIRECT_UPLOAD_BYTES.toLocaleString('en-US')} bytes (10 MB).`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {upload.isPending && <LinearProgress aria-label="Uploading the document" />}
          <Button type="submit" variant="contained" disabled={!file || upload.isPending} sx={{ alignSelf: 'flex-start' }}>
            Upload
          </Button>
        </Stack>
      )}
    </PageSection>
  );
}
