import type { ecpSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';

type Row = z.infer<typeof ecpSearchRow>;
const MISSING = '----';

/** The results, each linking to its request's Request Details (/learner/cpe/details/{id}). */
export function EcpResultsTable({ rows, admin }: { rows: readonly Row[]; admin: boolean }) {
  const columns: Column<Row>[] = [
    { header: 'Request ID', cell: (r) => r.id },
    {
      header: 'Title',
      cell: (r) => (
        <Link component={RouterLink} to={routePath('learner-cpe-details-id', { id: r.id })}>
          {r.title}
        </Link>
      ),
    },
    ...(admin ? [{ header: 'Requester', cell: (r: Row) => r.requester }] : []),
    { header: 'Status', cell: (r) => <StatusChip status={r.request_status} /> },
    { header: 'Sponsor', cell: (r) => r.sponsor_name ?? MISSING },
    { header: 'Completion Date', cell: (r) => (r.completion_date ? formatDisplayDate(r.completion_date) : MISSING) },
    { header: 'CPE Credits', cell: (r) => r.total_credits.toFixed(1) },
    { header: 'Created', cell: (r) => formatDisplayDate(r.created_on) },
  ];
  return <RecordTable caption="External CPE requests" columns={columns} rows={rows} rowKey={(r) => r.id} />;
}
