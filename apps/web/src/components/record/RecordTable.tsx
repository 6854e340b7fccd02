import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { visuallyHidden } from '../visually-hidden.ts';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** A column of buttons: its header is read by screen readers only. */
  actions?: boolean;
}

/** A small read-only table of a step (contacts, history, audit…) with a caption for screen readers. */
export function RecordTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
}) {
  return (
    <ScrollRegion label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.actions ? 'right' : undefined}>
                {c.actions ? (
                  <Box component="span" sx={visuallyHidden}>
                    {c.header}
                  </Box>
                ) : (
                  c.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.actions ? 'right' : undefined} sx={{ verticalAlign: 'top' }}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
