import type { PendingRegistration } from '@cpe/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { personPagePath } from '../add/person-page.ts';

interface Props {
  rows: readonly PendingRegistration[];
  timezone?: string;
  /** The person whose link is being resent, if any. */
  resending: number | null;
  onResend(personId: number): void;
}

/** The pending registrations: who, the e-mail, when the link was sent and until when it works, and Resend. */
export function PendingTable({ rows, timezone, resending, onResend }: Props) {
  return (
    <ScrollRegion label="Pending registrations">
      <Table size="small" aria-label="Pending registrations">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Person Type</TableCell>
            <TableCell>Link Sent</TableCell>
            <TableCell>Link Expires</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const name = `${r.first_name} ${r.last_name}`;
            return (
              <TableRow key={r.person_id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={personPagePath({ person_id: r.person_id, external: r.person_type === 'external' ? 1 : 0 })}
                  >
                    {name}
                  </Link>
                </TableCell>
                <TableCell>{r.email_address ?? '----'}</TableCell>
                <TableCell>{r.person_type === 'external' ? 'External' : 'Internal'}</TableCell>
                <TableCell>{r.link_sent_at ? formatDisplay(r.link_sent_at, timezone) : 'Never'}</TableCell>
                <TableCell>
                  {r.link_expires_at ? formatDisplay(r.link_expires_at, timezone) : '----'}
                  {r.link_expired && <StatusChip status="Expired" />}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Resend to ${name}`}
                    disabled={resending === r.person_id}
                    onClick={() => onResend(r.person_id)}
                  >
                    Resend
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
