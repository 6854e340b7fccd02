import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { ScrollRegion } from './ScrollRegion.tsx';
import { StatusChip } from './StatusChip.tsx';

export interface ChecklistRow {
  section: string;
  validation_status: string;
  message?: string | null;
}

/** Where a failing section is fixed: the step's link and its title. */
export interface FixLink {
  to: string;
  step: string;
}

interface ChecklistTableProps {
  caption: string;
  checks: readonly ChecklistRow[];
  /** The step that fixes a section, if the person may open it. */
  fixLink?(section: string): FixLink | null;
}

/**
 * An approval, certification or attestation checklist: each section with its PASS or
 * FAIL chip and its message; a failing section links to the step where it is fixed.
 */
export function ChecklistTable({ caption, checks, fixLink }: ChecklistTableProps) {
  return (
    <ScrollRegion label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Section</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {checks.map((c) => {
            const fix = c.validation_status === 'FAIL' ? fixLink?.(c.section) : null;
            return (
              <TableRow key={c.section}>
                <TableCell sx={{ verticalAlign: 'top' }}>{c.section}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <StatusChip status={c.validation_status} testId={`check-${c.section}`} />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {c.message || '—'}
                  {fix && (
                    <>
                      {' '}
                      <Link
                        component={RouterLink}
                        to={fix.to}
                        aria-label={fix.step === c.section ? undefined : `Go to ${fix.step} to fix ${c.section}`}
                      >
                        Go to {fix.step}
                      </Link>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
