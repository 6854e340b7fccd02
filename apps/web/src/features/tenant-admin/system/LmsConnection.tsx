import { LMS_TYPES, type SystemSettings } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { checkLms, errorMessage, saveLms, useTenantAdminWrite } from '../api/tenant-admin-queries.ts';

type LmsType = (typeof LMS_TYPES)[number];

/** The default LMS (SAP, LCVISTA or SABA) and the firm's connection to it; the key is write-only, shown only as set. */
export function LmsConnection({ system }: { system: SystemSettings }) {
  const [type, setType] = useState<LmsType>(system.defaultLms);
  const saved = system.connections.find((c) => c.lms_type === type);
  const [url, setUrl] = useState(saved?.url ?? '');
  const [apiKey, setApiKey] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const save = useTenantAdminWrite(saveLms);
  const pick = (next: LmsType) => {
    setType(next);
    setUrl(system.connections.find((c) => c.lms_type === next)?.url ?? '');
    setResult(null);
  };
  const check = async () => {
    setChecking(true);
    try {
      setResult(await checkLms(type));
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      aria-label="LMS connection"
      onSubmit={(e) => {
        e.preventDefault();
        setResult(null);
        save.mutate({ defaultLms: type, url, ...(apiKey ? { apiKey } : {}) }, { onSuccess: () => setApiKey('') });
      }}
    >
      <TextField select label="Default LMS" value={type} onChange={(e) => pick(e.target.value as LmsType)}>
        {LMS_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="LMS URL" value={url} onChange={(e) => setUrl(e.target.value)} required />
      <TextField
        label="API key"
        type="password"
        autoComplete="off"
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        helperText={saved?.api_key_set ? 'A key is set. Leave empty to keep it.' : 'No key is set.'}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save connection
        </Button>
        <Button variant="outlined" onClick={() => void check()} disabled={checking || !saved}>
          Check connection
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" data-testid="lms-check-result">
          {result.message}
        </Alert>
      )}
    </Stack>
  );
}
