import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { StatusChip } from '../StatusChip.tsx';
import { type HeaderItem, HeaderValue, MISSING } from './HeaderValue.tsx';
import { Subheader } from './Subheader.tsx';

export type { HeaderItem };

/** The first four metadata items are main. */
export const MAIN_ITEMS = 4;

interface HeaderStripProps {
  items: readonly HeaderItem[];
  caption?: string;
  status?: string | null;
  /** The subheader line (request number, requestor name, request status, agenda version, agenda status). */
  subheader?: readonly HeaderItem[];
  /** Buttons beside the subheader, e.g. the LMS sync. */
  actions?: ReactNode;
}

/** The header strip: four main items, and the rest in an expandable area. */
export function HeaderStrip({ items, caption, status, subheader, actions }: HeaderStripProps) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const main = items.slice(0, MAIN_ITEMS);
  const more = items.slice(MAIN_ITEMS);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Header">
      {caption && (
        <Typography variant="overline" component="p">
          {caption}: {status ? <StatusChip status={status} /> : MISSING}
        </Typography>
      )}
      {(subheader || actions) && <Subheader items={subheader} actions={actions} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1 }}>
        {main.map((item) => (
          <Item key={item.label} item={item} />
        ))}
      </Box>
      {more.length > 0 && (
        <>
          <Collapse in={open} id={moreId}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1, mt: 1 }}>
              {more.map((item) => (
                <Item key={item.label} item={item} />
              ))}
            </Box>
          </Collapse>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={moreId} endIcon={<ExpandMore />}>
            {open ? 'Less' : 'More'}
          </Button>
        </>
      )}
    </Paper>
  );
}

function Item({ item }: { item: HeaderItem }) {
  // A long value (an e-mail address) wraps inside its column instead of widening a phone's page.
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {item.label}
      </Typography>
      <Typography variant="body2" component="div">
        <HeaderValue item={item} />
      </Typography>
    </Box>
  );
}
