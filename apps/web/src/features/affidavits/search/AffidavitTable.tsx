import type { AoaSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDisplay, formatDisplayDate } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { AOA_RECORD } from '../workspace/aoa-steps.ts';

const MISSING = '----';

/** Affidavits found, each linking to its workspace; the requestor column for staff. */
export function AffidavitTable({
  rows,
  withRequestor,
  timezone,
}: {
  rows: readonly AoaSearchRow[];
  withRequestor: boolean;
  timezone?: string;
}) {
  const columns: Column<AoaSearchRow>[] = [
    {
      header: 'Request ID',
      cell: (r) => (
        <Link
          component={RouterLink}
          to={routePath(AOA_RECORD, { id: r.requestId })}
          aria-label={`Affidavit ${r.requestId}: ${r.class_title}`}
        >
          {r.requestId}
        </Link>
      ),
    },
    { header: 'Class', cell: (r) => r.class_title },
    ...(withRequestor ? [{ header: 'Requestor', cell: (r: AoaSearchRow) => r.requestor_name }] : []),
    { header: 'Status', cell: (r) => <StatusChip status={r.request_status} /> },
    { header: 'Class Start', cell: (r) => (r.start_date ? formatDisplayDate(r.start_date) : MISSING) },
    { header: 'Verification', cell: (r) => r.verificationType ?? MISSING },
    { header: 'Submitted', cell: (r) => (r.submitted_on ? formatDisplay(r.submitted_on, timezone) : MISSING) },
  ];
  return <RecordTable caption="Affidavits of attendance" columns={columns} rows={rows} rowKey={(r) => r.requestId} />;
}
