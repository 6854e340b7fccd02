import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type HeaderItem, HeaderValue } from './HeaderValue.tsx';

/**
 * The subheader line of a record (request number, requestor name, request status,
 * agenda version, agenda status), with the record's header actions (the LMS sync) at its end.
 */
export function Subheader({ items, actions }: { items?: readonly HeaderItem[]; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1 }}>
      {items?.map((item) => (
        <Typography key={item.label} variant="body2" component="p" data-testid={`subheader-${item.label}`}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {item.label}:
          </Box>{' '}
          <HeaderValue item={item} />
        </Typography>
      ))}
      {actions && <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
