import type { CourseSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import type { CourseSort } from './search-store.ts';

interface ResultColumn {
  header: string;
  cell(row: CourseSearchRow, timezone?: string): ReactNode;
  /** The server-side sort this column's header switches to, and its (fixed) direction. */
  sort?: { key: CourseSort; direction: 'asc' | 'desc' };
}

const MISSING = '----';

/** The columns of courseSearchRow, in the order of the CSV export. */
export const RESULT_COLUMNS: readonly ResultColumn[] = [
  { header: 'Course ID', cell: (r) => r.id, sort: { key: 'id', direction: 'desc' } },
  {
    header: 'Title',
    cell: (r) => (
      <Link component={RouterLink} to={routePath('course-id', { id: r.id })}>
        {r.title}
      </Link>
    ),
    sort: { key: 'title', direction: 'asc' },
  },
  { header: 'Status', cell: (r) => <StatusChip status={r.course_status} /> },
  { header: 'Delivery Method', cell: (r) => r.delivery_method ?? MISSING },
  { header: 'Agenda Type', cell: (r) => r.agenda_type ?? MISSING },
  { header: 'Version', cell: (r) => r.version },
  { header: 'LMS ID', cell: (r) => r.lms_id ?? MISSING },
  { header: 'Created By', cell: (r) => r.created_by_name || MISSING },
  { header: 'Last Updated', cell: (r, tz) => formatDisplay(r.updated_at, tz), sort: { key: 'updated', direction: 'desc' } },
];

interface ResultsTableProps {
  rows: readonly CourseSearchRow[];
  sort: CourseSort;
  onSort(sort: CourseSort): void;
  timezone?: string;
}

/** The course search results; Course ID, Title and Last Updated sort on the server. */
export function ResultsTable({ rows, sort, onSort, timezone }: ResultsTableProps) {
  return (
    <ScrollRegion label="Courses">
      <Table size="small" aria-label="Courses">
        <TableHead>
          <TableRow>
            {RESULT_COLUMNS.map((c) => (
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
              {RESULT_COLUMNS.map((c) => (
                <TableCell key={c.header}>{c.cell(row, timezone)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
