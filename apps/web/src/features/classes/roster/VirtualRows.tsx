import Box from '@mui/material/Box';
import { type Key, type ReactNode, useState } from 'react';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

interface VirtualRowsProps<T> {
  label: string;
  items: readonly T[];
  /** Every row has this height (px): the window is computed from it, never measured. */
  rowHeight: number;
  /** The height (px) of the rows' viewport below the header; a shorter list shrinks to fit. */
  height: number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll or Tab does not meet a blank. */
  overscan?: number;
  gridTemplateColumns: string;
  /** The sum of the columns' minimum widths (px): narrower screens scroll the table sideways. */
  minWidth: number;
  /** The first column's width (px) when the table scrolls sideways: it stays at the left. */
  firstColumnWidth: number;
  /** The header row's height (px). */
  headerHeight?: number;
  header: ReactNode;
  rowKey(item: T): Key;
  renderRow(item: T, index: number): ReactNode;
}

/** The rows [first, last) to render for a scroll offset. */
export function visibleRange(scrollTop: number, height: number, rowHeight: number, count: number, overscan: number) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { first, last: Math.max(first, last) };
}

// Sticky cells must hide what scrolls beneath them.
const opaque = { bgcolor: 'background.paper' } as const;

/**
 * A table whose body renders only the rows in view (± overscan) between two spacers,
 * so a 2,000-learner roster costs a few dozen rows of DOM. One scroll region holds
 * header and rows, so the header scrolls sideways with the rows; the header stays on
 * top and each row's first cell (the learner) stays at the left, beside the checkboxes.
 * The region scrolls by keyboard (it is focusable) and Tab through a row's controls
 * scrolls the next rows in; aria-rowcount and aria-rowindex tell the full size.
 */
export function VirtualRows<T>(props: VirtualRowsProps<T>) {
  const { items, rowHeight, height, overscan = 5, gridTemplateColumns, headerHeight = 56 } = props;
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = Math.min(height, Math.max(items.length, 1) * rowHeight);
  // After filtering, the old offset may lie past the end: render from the last page.
  const top = Math.min(scrollTop, Math.max(0, items.length * rowHeight - viewport));
  const { first, last } = visibleRange(top, viewport, rowHeight, items.length, overscan);
  const rows = items.slice(first, last);
  const row = { display: 'grid', gridTemplateColumns, borderBottom: 1, borderColor: 'divider' } as const;
  const stickyFirstCell = {
    '& > :first-of-type': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      ...opaque,
      borderRight: 1,
      borderColor: 'divider',
      // The full height of the row, so nothing shows above or below the name while it scrolls under.
      alignSelf: 'stretch',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
    },
  } as const;
  return (
    <ScrollRegion
      label={props.label}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      // Scrolling a focused control into view keeps it clear of the sticky header and first column.
      sx={{ maxHeight: headerHeight + viewport, scrollPaddingTop: headerHeight, scrollPaddingLeft: props.firstColumnWidth }}
    >
      <Box role="table" aria-label={props.label} aria-rowcount={items.length + 1} sx={{ minWidth: props.minWidth }}>
        <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2, ...opaque }}>
          <Box
            role="row"
            aria-rowindex={1}
            sx={{ ...row, ...stickyFirstCell, alignItems: 'center', height: headerHeight, fontWeight: 600 }}
          >
            {props.header}
          </Box>
        </Box>
        <Box role="rowgroup">
          <div aria-hidden style={{ height: first * rowHeight }} />
          {rows.map((item, offset) => (
            <Box
              key={props.rowKey(item)}
              role="row"
              aria-rowindex={first + offset + 2}
              sx={{ ...row, ...stickyFirstCell, alignItems: 'center', height: rowHeight }}
            >
              {props.renderRow(item, first + offset)}
            </Box>
          ))}
          <div aria-hidden style={{ height: (items.length - last) * rowHeight }} />
        </Box>
      </Box>
    </ScrollRegion>
  );
}
