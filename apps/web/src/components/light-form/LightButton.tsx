import { styled } from '@mui/material/styles';

/**
 * A native button drawn as MUI's contained primary Button, without ButtonBase's ripple and
 * its transition code: /login's submit button (issue 17). The keyboard focus ring is the
 * theme's `:focus-visible` ring (tenant-theme.ts), as on every control.
 */
export const LightButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  minWidth: 64,
  margin: 0,
  padding: '6px 16px',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  WebkitTapHighlightColor: 'transparent',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[2],
  transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
    duration: theme.transitions.duration.short,
  }),
  '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] } },
  '&:active': { boxShadow: theme.shadows[8] },
  '&:focus-visible': { boxShadow: theme.shadows[6] },
  '&:disabled': {
    color: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
    boxShadow: 'none',
    cursor: 'default',
    pointerEvents: 'none',
  },
}));
