import { TEXT_ON_PRIMARY, type ThemeColors } from '@cpe/contract';
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

/**
 * The keyboard focus ring: every control shows it when focused from the keyboard, not
 * only MUI's ripple. Controls drawn in the inherited text colour (on the app bar, in
 * a filled alert) take that colour, which already contrasts with what is behind them;
 * list rows draw it inside, where the drawer's scrolling would clip it.
 */
export function focusRing(color: string) {
  return { outline: `2px solid ${color}`, outlineOffset: '2px' } as const;
}

const FOCUS_VISIBLE = '&.Mui-focusVisible, &:focus-visible';

/**
 * People who ask their system for less motion get none: dialogs, alerts and menus appear
 * and leave at once instead of fading, and a pressed button shows no ripple (its focus ring
 * still shows where the keyboard is). The e2e suite asks for it too, so axe never measures the
 * contrast of a half-faded alert, and Chromium draws no ripple frames after each click.
 */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

const NO_MOTION = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/** The tenant's theme colours (primary, secondary, accent, error, warn, success, action) as a Material theme. */
export function tenantTheme(colors: ThemeColors | null): Theme {
  const c = { ...FALLBACK, ...(colors ?? {}) };
  const ring = focusRing(c.primary);
  const inheritRing = {
    '&[class*="colorInherit"].Mui-focusVisible, &[class*="colorInherit"]:focus-visible': { outlineColor: 'currentColor' },
  };
  const still = prefersReducedMotion();
  return createTheme({
    ...(still ? { transitions: NO_MOTION } : {}),
    palette: {
      // Text on primary is white, the colour the theme editor's WCAG AA check measures (ADR 0036).
      primary: { main: c.primary, contrastText: TEXT_ON_PRIMARY },
      secondary: { main: c.secondary },
      error: { main: c.error },
      warning: { main: c.warn },
      success: { main: c.success },
      accent: { main: c.accent },
      action2: { main: c.action },
    },
    components: {
      // Dialogs are at most 600 px wide.
      MuiDialog: { defaultProps: { maxWidth: 'sm' }, styleOverrides: { paper: { maxWidth: 600 } } },
      // Plain elements (scroll regions, native controls, headings focused after navigation).
      MuiCssBaseline: { styleOverrides: { ':focus-visible': ring } },
      MuiButtonBase: {
        ...(still ? { defaultProps: { disableRipple: true } } : {}),
        styleOverrides: { root: { [FOCUS_VISIBLE]: ring, ...inheritRing } },
      },
      MuiLink: { styleOverrides: { root: { [FOCUS_VISIBLE]: ring } } },
      MuiListItemButton: { styleOverrides: { root: { [FOCUS_VISIBLE]: { outlineOffset: '-2px' } } } },
      MuiMenuItem: { styleOverrides: { root: { [FOCUS_VISIBLE]: { outlineOffset: '-2px' } } } },
    },
  });
}
