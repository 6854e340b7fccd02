import Box from '@mui/material/Box';
import { type Key, type ReactNode, useState } from 'react';

interface VirtualRowsProps<T> {
  label: string;
  items: readonly T[];
  /** Every row has this height (px): the window is computed from it, never measured. */
  rowHeight: number;
  /** The scroll viewport's height (px); a shorter list shrinks to fit. */
  height: number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll or Tab does not meet a blank. */
  overscan?: number;
  gridTemplateColumns: string;
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

/**
 * A table whose body renders only the rows in view (± overscan) between two spacers,
 * so a 2,000-learner roster costs a few dozen rows of DOM. The body scrolls by
 * keyboard (it is focusable) and Tab through a row's controls scrolls the next rows
 * in; aria-rowcount and aria-rowindex tell assistive technology the full size.
 */
export function VirtualRows<T>(props: VirtualRowsProps<T>) {
  const { items, rowHeight, height, overscan = 5, gridTemplateColumns } = props;
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = Math.min(height, Math.max(items.length, 1) * rowHeight);
  // After filtering, the old offset may lie past the end: render from the last page.
  const top = Math.min(scrollTop, Math.max(0, items.length * rowHeight - viewport));
  const { first, last } = visibleRange(top, viewport, rowHeight, items.length, overscan);
  const rows = items.slice(first, last);
  return (
    <Box role="table" aria-label={props.label} aria-rowcount={items.length + 1} sx={{ overflowX: 'auto' }}>
      <Box role="rowgroup">
        <Box
          role="row"
          aria-rowindex={1}
          sx={{ display: 'grid', gridTemplateColumns, fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}
        >
          {props.header}
        </Box>
      </Box>
      <Box
        role="rowgroup"
        tabIndex={0}
        aria-label={`${props.label} rows`}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{ height: viewport, overflowY: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <div aria-hidden style={{ height: first * rowHeight }} />
        {rows.map((item, offset) => (
          <Box
            key={props.rowKey(item)}
            role="row"
            aria-rowindex={first + offset + 2}
            sx={{ display: 'grid', gridTemplateColumns, alignItems: 'center', height: rowHeight, borderBottom: 1, borderColor: 'divider' }}
          >
            {props.renderRow(item, first + offset)}
          </Box>
        ))}
        <div aria-hidden style={{ height: (items.length - last) * rowHeight }} />
      </Box>
    </Box>
  );
}
