import { ATTACHMENT_TYPE_IDS } from '@cpe/contract';
import Upload from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { UploadProgress } from '../../../components/documents/UploadProgress.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { MAX_DOCUMENT_HINT } from '../../../lib/documents/document-files.ts';
import { usePersonUpload } from './use-person-documents.ts';

interface Props {
  personId: number;
  callerId: number;
  types: readonly { id: number; name: string }[];
}

/** Upload a biography (attachment type 11, the default) or another document of the person. */
export function PersonUploadForm({ personId, callerId, types }: Props) {
  const fileId = useId();
  const hintId = useId();
  const [typeId, setTypeId] = useState<number>(ATTACHMENT_TYPE_IDS.biography);
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = usePersonUpload(personId, callerId);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async () => {
    if (!file) return;
    await upload.mutateAsync({ attachmentTypeId: typeId, file, onProgress: setProgress }).then(
      () => {
        setFile(null);
        // A new input: the chosen file's name goes away with it.
        setInputKey((k) => k + 1);
      },
      () => {},
    );
    setProgress(null);
  };

  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label="Upload a document">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Document Type"
          size="small"
          value={String(typeId)}
          onChange={(e) => setTypeId(Number(e.target.value))}
          slotProps={nativeSelect}
          sx={{ minWidth: 200 }}
        >
          {types.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
            </option>
          ))}
        </TextField>
        <label htmlFor={fileId}>
          <Typography variant="body2" component="span">
            File
          </Typography>
        </label>
        <input key={inputKey} id={fileId} type="file" aria-describedby={hintId} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <Button variant="contained" startIcon={<Upload />} disabled={!file || upload.isPending} onClick={() => void submit()}>
          Upload
        </Button>
      </Stack>
      {upload.isPending && progress !== null && file && <UploadProgress percent={progress} name={file.name} />}
      <Typography id={hintId} variant="body2" color="text.secondary">
        A biography expires after the months the firm sets. {MAX_DOCUMENT_HINT}
      </Typography>
    </Stack>
  );
}
