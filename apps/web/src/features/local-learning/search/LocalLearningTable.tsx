import type { LocalLearningSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { MISSING, type ResultColumn as ResultColumnOf, SortableResultsTable } from '../../../components/search/SortableResultsTable.tsx';
import { formatDisplay, formatDisplayDate } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import type { LocalLearningSort } from './ll-search-store.ts';

type Column = ResultColumnOf<LocalLearningSearchRow, LocalLearningSort>;

/** The columns, in the order of the CSV export (LOCAL_LEARNING_EXPORT_COLUMNS). */
const COLUMNS: readonly Column[] = [
  { header: 'Request Number', cell: (r) => r.id },
  {
    header: 'Title',
    cell: (r) => (
      <Link component={RouterLink} to={routePath('locallearning-id', { id: r.id })}>
        {r.title}
      </Link>
    ),
    sort: { key: 'title', direction: 'asc' },
  },
  { header: 'Status', cell: (r) => <StatusChip status={r.course_status} /> },
  { header: 'Delivery Method', cell: (r) => r.delivery_method ?? MISSING },
  { header: 'Agenda Type', cell: (r) => r.agenda_type ?? MISSING },
  { header: 'Submitted By', cell: (r) => r.submitted_by || MISSING },
  { header: 'Submission Date', cell: (r, tz) => (r.submitted_on ? formatDisplayDate(r.submitted_on, tz) : MISSING) },
  { header: 'Start Date', cell: (r) => (r.start_date ? formatDisplayDate(r.start_date) : MISSING) },
  { header: 'Calculo Roster Class ID', cell: (r) => r.class_id ?? MISSING },
  { header: 'Last Updated', cell: (r, tz) => formatDisplay(r.updated_at, tz), sort: { key: 'updated', direction: 'desc' } },
];

interface Props {
  rows: readonly LocalLearningSearchRow[];
  sort: LocalLearningSort;
  onSort(sort: LocalLearningSort): void;
  timezone?: string;
}

/** The local learning search results; Title and Last Updated sort on the server. */
export function LocalLearningTable({ rows, sort, onSort, timezone }: Props) {
  return <SortableResultsTable label="Local learnings" columns={COLUMNS} rows={rows} sort={sort} onSort={onSort} timezone={timezone} />;
}
