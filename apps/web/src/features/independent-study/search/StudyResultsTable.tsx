import type { independentStudySearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { MISSING, type ResultColumn as ResultColumnOf, SortableResultsTable } from '../../../components/search/SortableResultsTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { programPath } from '../programs/program-path.ts';
import type { StudySort } from './study-search-store.ts';

type Row = z.infer<typeof independentStudySearchRow>;

type Column = ResultColumnOf<Row, StudySort>;

/** The columns of the search, in the order of the CSV export. */
const COLUMNS: readonly Column[] = [
  { header: 'Independent Study ID', cell: (r) => r.id },
  {
    header: 'Title',
    cell: (r) => (
      <Link component={RouterLink} to={routePath('independentstudy-id', { id: r.id })}>
        {r.title}
      </Link>
    ),
    sort: { key: 'title', direction: 'asc' },
  },
  { header: 'Status', cell: (r) => <StatusChip status={r.course_status} /> },
  { header: 'Request Status', cell: (r) => r.request_status },
  { header: 'Request Type', cell: (r) => r.request_type_name ?? MISSING },
  {
    header: 'Program',
    cell: (r) =>
      r.program_id === null ? (
        MISSING
      ) : (
        <Link component={RouterLink} to={programPath(r.program_id)}>
          {`${r.program_title ?? 'Program'} (${r.program_id})`}
        </Link>
      ),
  },
  { header: 'Delivery Method', cell: (r) => r.delivery_method ?? MISSING },
  { header: 'Created By', cell: (r) => r.created_by_name || MISSING },
  { header: 'Last Updated', cell: (r, tz) => formatDisplay(r.updated_at, tz), sort: { key: 'updated', direction: 'desc' } },
];

/** The independent study search results; Title and Last Updated sort on the server. */
export function StudyResultsTable(props: { rows: readonly Row[]; sort: StudySort; onSort(sort: StudySort): void; timezone?: string }) {
  const { rows, sort, onSort, timezone } = props;
  return <SortableResultsTable label="Independent studies" columns={COLUMNS} rows={rows} sort={sort} onSort={onSort} timezone={timezone} />;
}
