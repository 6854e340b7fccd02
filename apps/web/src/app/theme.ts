import type { ThemeColors } from '@cpe/contract';
import { createTheme, type Theme } from '@mui/material/styles';

const FALLBACK: ThemeColors = {
  primary: '#1f4e79',
  secondary: '#5a6b7b',
  accent: '#2e7d32',
  error: '#c62828',
  warn: '#ed6c02',
  success: '#2e7d32',
  action: '#1565c0',
};

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
    action2: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    action2?: PaletteOptions['primary'];
  }
}

/** The tenant's theme colours (spec §3 Theme colours) as a Material theme. */
export function tenantTheme(colors: ThemeColors | null): Theme {
  const c = { ...FALLBACK, ...(colors ?? {}) };
  return createTheme({
    palette: {
      primary: { main: c.primary },
      secondary: { main: c.secondary },
      error: { main: c.error },
      warning: { main: c.warn },
      success: { main: c.success },
      accent: { main: c.accent },
      action2: { main: c.action },
    },
    components: {
      // Dialogs are at most 600 px wide (spec §2 Layouts).
      MuiDialog: { defaultProps: { maxWidth: 'sm' }, styleOverrides: { paper: { maxWidth: 600 } } },
    },
  });
}
