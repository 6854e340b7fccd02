import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface HeaderItem {
  label: string;
  value?: string | number | null;
}

/** Missing header values show '----' (spec §2 Header strips). */
export const MISSING = '----';
/** The first four metadata items are main (spec §9). */
export const MAIN_ITEMS = 4;

/** The header strip: four main items, and the rest in an expandable area. */
export function HeaderStrip({ items, caption, status }: { items: readonly HeaderItem[]; caption?: string; status?: string | null }) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const main = items.slice(0, MAIN_ITEMS);
  const more = items.slice(MAIN_ITEMS);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Header">
      {caption && (
        <Typography variant="overline" component="p">
          {caption}: {status || MISSING}
        </Typography>
      )}
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
  const value = item.value === null || item.value === undefined || item.value === '' ? MISSING : String(item.value);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {item.label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}
