import type { VendedContentSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { MISSING, type ResultColumn as ResultColumnOf, SortableResultsTable } from '../../../components/search/SortableResultsTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import type { VendedSort } from './search-store.ts';

type ResultColumn = ResultColumnOf<VendedContentSearchRow, VendedSort>;

/** The columns of the results, in the order of the CSV export (VENDED_CONTENT_EXPORT_COLUMNS). */
export const RESULT_COLUMNS: readonly ResultColumn[] = [
  { header: 'Vended ID', cell: (r) => r.id },
  {
    header: 'Title',
    cell: (r) => (
      <Link component={RouterLink} to={routePath('vendedcontent-id', { id: r.id })}>
        {r.title}
      </Link>
    ),
    sort: { key: 'title', direction: 'asc' },
  },
  { header: 'Vendor', cell: (r) => r.vendor_name ?? MISSING },
  { header: 'Status', cell: (r) => <StatusChip status={r.course_status} /> },
  { header: 'Delivery Method', cell: (r) => r.delivery_method ?? MISSING },
  { header: 'Agenda Type', cell: (r) => r.agenda_type ?? MISSING },
  { header: 'Version', cell: (r) => r.version },
  { header: 'LMS ID', cell: (r) => r.lms_id ?? MISSING },
  { header: 'Created By', cell: (r) => r.created_by_name || MISSING },
  { header: 'Last Updated', cell: (r, tz) => formatDisplay(r.updated_at, tz), sort: { key: 'updated', direction: 'desc' } },
];

interface Props {
  rows: readonly VendedContentSearchRow[];
  sort: VendedSort;
  onSort(sort: VendedSort): void;
  timezone?: string;
}

/** The vended content results; Title and Last Updated sort on the server. */
export function VendedResultsTable({ rows, sort, onSort, timezone }: Props) {
  return (
    <SortableResultsTable label="Vended content" columns={RESULT_COLUMNS} rows={rows} sort={sort} onSort={onSort} timezone={timezone} />
  );
}
