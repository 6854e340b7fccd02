import { LOGO_MAX_BYTES, primaryContrast, THEME_COLOR_KEYS, type ThemeColors } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { errorMessage, saveTheme, uploadLogo, useTenantAdminWrite } from '../api/tenant-admin-queries.ts';
import { ThemePreview } from './ThemePreview.tsx';

const LABELS: Record<(typeof THEME_COLOR_KEYS)[number], string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  error: 'Error',
  warn: 'Warning',
  success: 'Success',
  action: 'Action',
};
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The theme colours and the logo, with a live preview and the WCAG AA check of text on primary. */
export function ThemeEditor({ initial }: { initial: ThemeColors }) {
  const [colors, setColors] = useState<ThemeColors>(initial);
  const logo = useStore(refStore).assets.logo;
  const save = useTenantAdminWrite(saveTheme);
  const logoUpload = useTenantAdminWrite(uploadLogo);
  const valid = THEME_COLOR_KEYS.every((k) => HEX.test(colors[k]));
  const contrast = HEX.test(colors.primary) ? primaryContrast(colors.primary) : null;
  const pickLogo = (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) showAlert(`The logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`, 'error');
    else logoUpload.mutate(file, { onError: (e) => showAlert(errorMessage(e), 'error') });
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {THEME_COLOR_KEYS.map((key) => (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <input
              type="color"
              aria-label={`${LABELS[key]} colour picker`}
              value={HEX.test(colors[key]) ? colors[key] : '#000000'}
              onChange={(e) => setColors((c) => ({ ...c, [key]: e.target.value }))}
              style={{ width: 40, height: 40, border: 0, padding: 0, background: 'none' }}
            />
            <TextField
              size="small"
              label={`${LABELS[key]} colour`}
              value={colors[key]}
              onChange={(e) => setColors((c) => ({ ...c, [key]: e.target.value.trim() }))}
              error={!HEX.test(colors[key])}
              helperText={HEX.test(colors[key]) ? ' ' : 'Expected #rrggbb'}
              sx={{ flex: 1 }}
            />
          </Stack>
        ))}
      </Box>
      {contrast && (
        <Alert severity={contrast.passes ? 'success' : 'error'} role="status" data-testid="contrast-verdict">
          {contrast.verdict}
        </Alert>
      )}
      <ThemePreview colors={valid ? colors : initial} logoUrl={logo} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate(colors)}>
          Save theme
        </Button>
        <Button variant="outlined" component="label" disabled={logoUpload.isPending}>
          Upload logo
          <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => pickLogo(e.target.files?.[0])} />
        </Button>
      </Stack>
    </Stack>
  );
}
