import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDisplayDateRange } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import type { ClassRow } from '../api/class-types.ts';

const MISSING = '----';

/** A class's dates: its first and last day (display format). */
export function classDates(row: Pick<ClassRow, 'start_date' | 'end_date'>): string {
  return formatDisplayDateRange(row.start_date, row.end_date) || MISSING;
}

const columns: Column<ClassRow>[] = [
  { header: 'Class ID', cell: (r) => r.id },
  {
    header: 'Class Title',
    cell: (r) => (
      <Link component={RouterLink} to={routePath('class-id', { id: r.id })}>
        {r.class_title}
      </Link>
    ),
  },
  { header: 'Status', cell: (r) => <StatusChip status={r.status} /> },
  { header: 'Dates', cell: classDates },
  { header: 'Learners', cell: (r) => r.roster_count },
];

const searchColumns: Column<ClassRow>[] = [
  ...columns.slice(0, 2),
  { header: 'Course', cell: (r) => r.course_title },
  ...columns.slice(2),
  { header: 'LMS ID', cell: (r) => r.lms_id ?? MISSING },
];

/**
 * Classes, each linking to /class/{id}: the class search results, and a course's Classes step
 * (without the course column, with the columns it adds: the LMS state).
 */
export function ClassTable({
  rows,
  caption,
  withCourse = false,
  more = [],
}: {
  rows: readonly ClassRow[];
  caption: string;
  withCourse?: boolean;
  more?: readonly Column<ClassRow>[];
}) {
  return <RecordTable caption={caption} columns={[...(withCourse ? searchColumns : columns), ...more]} rows={rows} rowKey={(r) => r.id} />;
}
