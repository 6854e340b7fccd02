import { styled } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  color: theme.darken(theme.palette.error.light, 0.6),
  backgroundColor: theme.lighten(theme.palette.error.light, 0.9),
  '& svg': {
    boxSizing: 'content-box',
    marginRight: 12,
    padding: '7px 0',
    width: 22,
    height: 22,
    flexShrink: 0,
    opacity: 0.9,
    color: theme.palette.error.main,
  },
  '& div': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
}));

/**
 * MUI's standard error Alert (its colours, outlined error icon and role="alert"), without
 * Alert's Paper and close button code: /login's sign-in failure (issue 17).
 */
export function LightErrorAlert({ children }: { children: string }) {
  return (
    <Root role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
      </svg>
      <div>{children}</div>
    </Root>
  );
}
