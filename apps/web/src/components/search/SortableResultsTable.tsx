import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion.tsx';

/** A column of a search's results, in the order of its CSV export. */
export interface ResultColumn<R, S extends string> {
  header: string;
  cell(row: R, timezone?: string): ReactNode;
  /** The server-side sort this column's header switches to, and its (fixed) direction. */
  sort?: { key: S; direction: 'asc' | 'desc' };
}

/** Said in a cell the record leaves empty (missing values show '----'). */
export const MISSING = '----';

/**
 * The results of a search screen: a labelled table in its own scroll region, whose sortable
 * headers ask the server for another order (sorting a page in the browser would be wrong
 * with keyset paging).
 */
export function SortableResultsTable<R extends { id: number }, S extends string>({
  label,
  columns,
  rows,
  sort,
  onSort,
  timezone,
}: {
  label: string;
  columns: readonly ResultColumn<R, S>[];
  rows: readonly R[];
  sort: S;
  onSort(sort: S): void;
  timezone?: string;
}) {
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} sortDirection={c.sort && c.sort.key === sort ? c.sort.direction : false}>
                {c.sort ? (
                  <TableSortLabel active={c.sort.key === sort} direction={c.sort.direction} onClick={() => c.sort && onSort(c.sort.key)}>
                    {c.header}
                  </TableSortLabel>
                ) : (
                  c.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((c) => (
                <TableCell key={c.header}>{c.cell(row, timezone)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
