import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  type CourseDocuments,
  DEFAULT_ATTACHMENT_TYPE_ID,
  formatSize,
  MAX_DIRECT_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  useUploadDocument,
} from './documents-api.ts';

type AttachmentType = CourseDocuments['attachmentTypes'][number];

const defaultType = (types: readonly AttachmentType[]) =>
  types.some((t) => t.id === DEFAULT_ATTACHMENT_TYPE_ID) ? String(DEFAULT_ATTACHMENT_TYPE_ID) : '';

/**
 * Uploading one document: an attachment type (the documentation type by default) and a
 * file of at most 10,000,000 bytes, checked here so that a larger file is never sent.
 */
export function UploadDocumentForm({ courseId, attachmentTypes }: { courseId: number; attachmentTypes: readonly AttachmentType[] }) {
  const id = useId();
  const [typeId, setTypeId] = useState(() => defaultType(attachmentTypes));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadDocument(courseId);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.size > MAX_DIRECT_UPLOAD_BYTES) {
      setFile(null);
      setFileError(`${chosen.name} (${formatSize(chosen.size)}): ${TOO_LARGE_MESSAGE}`);
      return;
    }
    setFile(chosen);
    setFileError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || typeId === '' || upload.isPending) return;
    upload.mutate(
      { attachmentTypeId: Number(typeId), file },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} sx={{ maxWidth: 600, mt: 3 }} aria-labelledby={`${id}-title`}>
      <Typography component="h2" variant="h6" id={`${id}-title`}>
        Upload a document
      </Typography>
      <TextField
        select
        label="Attachment type"
        required
        value={typeId}
        onChange={(e) => setTypeId(e.target.value)}
        disabled={upload.isPending}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Choose a type
        </option>
        {attachmentTypes.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.name}
          </option>
        ))}
      </TextField>
      <TextField
        key={inputKey}
        type="file"
        label="File"
        required
        onChange={onFile}
        disabled={upload.isPending}
        error={fileError !== null}
        helperText={fileError ?? `At most ${MAX_DIRECT_UPLOAD_BYTES.toLocaleString('en-US')} bytes (10 MB).`}
        slotProps={{ inputLabel: { shrink: true }, formHelperText: fileError ? { role: 'alert' } : undefined }}
      />
      {upload.isPending && <LinearProgress aria-label="Uploading the document" />}
      <Button type="submit" variant="contained" disabled={!file || typeId === '' || upload.isPending} sx={{ alignSelf: 'flex-start' }}>
        Upload
      </Button>
    </Stack>
  );
}
