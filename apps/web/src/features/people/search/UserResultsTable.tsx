import { EXTERNAL_PERSON_RECORD, INTERNAL_PERSON_RECORD, personTypeLabel, type UserSearchRow } from '@cpe/contract';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { routePath } from '../../../lib/routes/route-table.ts';

const MISSING = '----';

/** /user-administration/{internal|external}/{id}: the person's Profile. */
export const personPath = (row: Pick<UserSearchRow, 'id' | 'person_type'>) =>
  routePath(row.person_type === 'internal' ? INTERNAL_PERSON_RECORD : EXTERNAL_PERSON_RECORD, { id: row.id });

/** The columns, in the order of the CSV export (USER_SEARCH_EXPORT_COLUMNS). */
const COLUMNS: readonly { header: string; cell(row: UserSearchRow, timezone?: string): ReactNode }[] = [
  {
    header: 'Name',
    cell: (r) => (
      <Link component={RouterLink} to={personPath(r)}>
        {`${r.first_name} ${r.last_name}`}
      </Link>
    ),
  },
  { header: 'Display ID', cell: (r) => r.display_id },
  { header: 'Person Type', cell: (r) => personTypeLabel(r.person_type) },
  { header: 'Email', cell: (r) => r.email_address ?? MISSING },
  { header: 'Username', cell: (r) => r.username ?? MISSING },
  { header: 'Status', cell: (r) => r.status },
  { header: 'Date Created', cell: (r, tz) => formatDisplay(r.date_created, tz) },
  { header: 'Last Login', cell: (r, tz) => (r.date_login ? formatDisplay(r.date_login, tz) : MISSING) },
];

/** The people found, each name linking to the person's Profile; scrolls sideways on a phone. */
export function UserResultsTable({ rows, timezone }: { rows: readonly UserSearchRow[]; timezone?: string }) {
  return (
    <ScrollRegion label="People">
      <Table size="small" aria-label="People">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {COLUMNS.map((c) => (
                <TableCell key={c.header}>{c.cell(row, timezone)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
