import { TEXT_ON_PRIMARY, type ThemeColors } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { tenantTheme } from '../../../lib/tenant-theme.ts';

/** The edited theme on an app bar, buttons and an alert, before anything is saved. */
export function ThemePreview({ colors, logoUrl }: { colors: ThemeColors; logoUrl: string | undefined }) {
  const theme = useMemo(() => tenantTheme(colors), [colors]);
  return (
    <ThemeProvider theme={theme}>
      <Box role="group" aria-label="Theme preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <AppBar position="static" elevation={0} data-testid="preview-app-bar">
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            {logoUrl && <Box component="img" src={logoUrl} alt="Logo preview" sx={{ maxHeight: 32 }} />}
            <Typography component="span" sx={{ color: TEXT_ON_PRIMARY }}>
              App bar
            </Typography>
          </Toolbar>
        </AppBar>
        <Stack spacing={1} sx={{ p: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" tabIndex={-1}>
              Primary
            </Button>
            <Button variant="contained" color="secondary" tabIndex={-1}>
              Secondary
            </Button>
          </Stack>
          <Alert severity="success" variant="filled" role="note">
            Saved alert
          </Alert>
          <Alert severity="error" variant="filled" role="note">
            Error alert
          </Alert>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
