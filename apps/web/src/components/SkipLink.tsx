import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

/** The id of each layout's `<main>`, which the skip link and the focus after navigation look for. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focuses the page's main content (it carries tabIndex -1) and brings it into view. */
export function focusMainContent(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/**
 * 'Skip to main content': the first stop of Tab on every page, out of sight until it is
 * focused, so keyboard users need not pass the app bar and the drawer on each page.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves without adding '#main-content' to the address, which the router would keep.
    event.preventDefault();
    focusMainContent();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        typography: 'body1',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
