import type { ReportCell, ReportColumn } from '@cpe/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

const show = (cell: ReportCell, column: ReportColumn) => {
  if (cell === null) return '';
  if (column.type === 'number' && typeof cell === 'number') return String(cell);
  if (column.type === 'percent' && typeof cell === 'number') return `${cell}%`;
  return String(cell);
};

/**
 * A run's rows, sorted by the server (a click on a header sorts by that column). The table
 * scrolls sideways in its own region, so the page never does at 390 px.
 */
export function ReportTable({
  caption,
  columns,
  rows,
  sort,
  dir,
  onSort,
}: {
  caption: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  sort: string | undefined;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
}) {
  return (
    <ScrollRegion label="Report rows">
      <Table size="small" data-testid="report-table">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.type === 'text' || c.type === 'date' ? 'left' : 'right'}
                sortDirection={sort === c.key ? dir : false}
              >
                <TableSortLabel active={sort === c.key} direction={sort === c.key ? dir : 'asc'} onClick={() => onSort(c.key)}>
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            // Rows have no id of their own: a result row is its position in the sorted run.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <TableRow key={i}>
              {columns.map((c, j) => (
                <TableCell key={c.key} align={c.type === 'text' || c.type === 'date' ? 'left' : 'right'}>
                  {show(row[j] ?? null, c)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
