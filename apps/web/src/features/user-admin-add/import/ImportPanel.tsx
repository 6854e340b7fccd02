import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES, type ImportResponse } from '@cpe/contract';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage, useImportUsers } from '../api/user-admin-queries.ts';
import { ImportResults } from './ImportResults.tsx';
import { downloadTemplate, IMPORT_COLUMN_HELP } from './import-template.ts';

/**
 * Bulk import from CSV: the file's columns and a template, then a dry run that reports each
 * row's problems, then the import, which writes every row or none (ADR 0029). Import is offered
 * once a dry run of this very file found no problem.
 */
export function ImportPanel() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reply, setReply] = useState<ImportResponse | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const run = useImportUsers();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setReply(null);
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFileError(IMPORT_MESSAGES.tooLarge);
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };
  const send = (dryRun: boolean) => {
    if (!file) return;
    run.mutate(
      { csv: file.text, dryRun },
      {
        onSuccess: (r) => {
          setReply(r);
          if (r.imported) {
            showAlert(`Imported ${r.created} ${r.created === 1 ? 'person' : 'people'}`);
            setFile(null);
            setInputKey((k) => k + 1);
          }
        },
        onError: (error) => {
          setReply(null);
          showAlert(errorMessage(error), 'error');
        },
      },
    );
  };
  const cleanDryRun = reply?.dryRun === true && reply.rows.every((r) => r.problems.length === 0);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {`Upload a CSV file (UTF-8, at most ${IMPORT_MAX_BYTES.toLocaleString('en-US')} bytes and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} people) whose first row is the header below. Check it with a dry run first; the import then adds every person of the file, or nobody if any row has a problem.`}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}>
        {IMPORT_COLUMNS.map((c) => (
          <Box key={c} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {c}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1 }}>
              {IMPORT_COLUMN_HELP[c]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" startIcon={<Download />} onClick={downloadTemplate} sx={{ justifySelf: 'start' }}>
        Download template
      </Button>
      <TextField
        key={inputKey}
        type="file"
        label="CSV file"
        onChange={(e) => void onFile(e as ChangeEvent<HTMLInputElement>)}
        error={fileError !== null}
        helperText={fileError ?? (file ? `Chosen: ${file.name}` : 'Choose the file to import.')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { accept: '.csv,text/csv' },
          formHelperText: fileError ? { role: 'alert' } : undefined,
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={!file || run.isPending} onClick={() => send(true)}>
          Check file (dry run)
        </Button>
        <Button variant="contained" disabled={!file || !cleanDryRun || run.isPending} onClick={() => send(false)}>
          Import people
        </Button>
      </Box>
      {reply && <ImportResults reply={reply} />}
    </Box>
  );
}
