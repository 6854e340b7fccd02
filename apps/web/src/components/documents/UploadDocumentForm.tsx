import { usesPartUpload } from '@cpe/contract';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { DEFAULT_ATTACHMENT_TYPE_ID, formatSize, MAX_DOCUMENT_HINT } from '../../lib/documents/document-files.ts';
import type { UploadVariables } from '../../lib/documents/use-document-upload.ts';
import type { AttachmentType } from './documents-source.ts';
import { UploadProgress } from './UploadProgress.tsx';

interface UploadDocumentFormProps {
  upload: UseMutationResult<unknown, Error, UploadVariables>;
  /** The types the uploader chooses among (the documentation type by default)… */
  attachmentTypes?: readonly AttachmentType[];
  /** …or the one type every upload of this record has ('Class Documentation'). */
  fixedType?: AttachmentType;
}

const defaultType = (types: readonly AttachmentType[]) =>
  types.some((t) => t.id === DEFAULT_ATTACHMENT_TYPE_ID) ? String(DEFAULT_ATTACHMENT_TYPE_ID) : '';

/**
 * Uploading one document: an attachment type (chosen, the documentation type by default,
 * or fixed) and a file; one over 10,000,000 bytes goes in parts, with a progress bar.
 */
export function UploadDocumentForm({ upload, attachmentTypes = [], fixedType }: UploadDocumentFormProps) {
  const id = useId();
  const [typeId, setTypeId] = useState(() => (fixedType ? String(fixedType.id) : defaultType(attachmentTypes)));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || typeId === '' || upload.isPending) return;
    upload.mutate(
      { attachmentTypeId: Number(typeId), file, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((k) => k + 1);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack
      component="form"
      onSubmit={onSubmit}
      noValidate
      spacing={2}
      sx={{ maxWidth: 600, mt: 3 }}
      aria-labelledby={fixedType ? undefined : `${id}-title`}
      aria-label={fixedType ? `Upload ${fixedType.name}` : undefined}
    >
      {!fixedType && (
        <>
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
        </>
      )}
      <TextField
        key={inputKey}
        type="file"
        label={fixedType ? `${fixedType.name} file` : 'File'}
        required={!fixedType}
        onChange={onFile}
        disabled={upload.isPending}
        helperText={file && usesPartUpload(file.size) ? `${formatSize(file.size)}: sent in parts.` : MAX_DOCUMENT_HINT}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {upload.isPending &&
        (progress === null || !file ? (
          <LinearProgress aria-label="Uploading the document" />
        ) : (
          <UploadProgress percent={progress} name={file.name} />
        ))}
      <Button type="submit" variant="contained" disabled={!file || typeId === '' || upload.isPending} sx={{ alignSelf: 'flex-start' }}>
        Upload
      </Button>
    </Stack>
  );
}
