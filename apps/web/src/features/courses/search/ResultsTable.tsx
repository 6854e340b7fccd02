import type { CourseSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { MISSING, type ResultColumn as ResultColumnOf, SortableResultsTable } from '../../../components/search/SortableResultsTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import type { CourseSort } from './search-store.ts';

type ResultColumn = ResultColumnOf<CourseSearchRow, CourseSort>;

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
  return <SortableResultsTable label="Courses" columns={RESULT_COLUMNS} rows={rows} sort={sort} onSort={onSort} timezone={timezone} />;
}
