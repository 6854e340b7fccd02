import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode, Ref, UIEvent } from 'react';

/**
 * Shadows at an edge with more content beyond it: the covers scroll with the content
 * (`local`) and hide the shadows (`scroll`) once the content's edge is reached, so a
 * wide table shows that it scrolls without measuring anything.
 */
export const scrollShadows = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = alpha(theme.palette.common.black, 0.22);
  return {
    backgroundColor: paper,
    backgroundImage: [
      `linear-gradient(to right, ${paper} 30%, ${alpha(paper, 0)})`,
      `linear-gradient(to left, ${paper} 30%, ${alpha(paper, 0)})`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};

interface ScrollRegionProps {
  /** The accessible name of the region: what the table holds. */
  label: string;
  children: ReactNode;
  onScroll?(event: UIEvent<HTMLDivElement>): void;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The scroll container of a table wider (or taller) than the screen: a named region
 * that keyboard users can focus and scroll with the arrow keys, with scroll shadows.
 * The page itself never scrolls sideways because of a table: the region is positioned, so
 * a visually hidden (absolute) header such as an actions column's is clipped with the rest.
 */
export function ScrollRegion({ label, children, onScroll, sx, ref }: ScrollRegionProps) {
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
      sx={[
        (theme) => ({ position: 'relative', overflow: 'auto', maxWidth: '100%', ...scrollShadows(theme) }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
