import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import type { ReviewDay, Reviewer } from './review-api.ts';

interface Props {
  day: ReviewDay;
  editable: boolean;
  onAttest(reviewer: Reviewer, attested: boolean): void;
  onEdit(reviewer: Reviewer): void;
  onRemove(reviewer: Reviewer): void;
}

const dash = (value: string | null) => value || '----';

/** The reviewers of one agenda day: attestation (a checkbox saved at once), dates and note. */
export function ReviewDayTable({ day, editable, onAttest, onEdit, onRemove }: Props) {
  if (day.reviewers.length === 0) return <EmptyState>No reviewers for Day {day.day} yet.</EmptyState>;
  return (
    <ScrollRegion label={`Reviewers of Day ${day.day}`}>
      <Table size="small" aria-label={`Reviewers of Day ${day.day}`}>
        <TableHead>
          <TableRow>
            {['Reviewer', 'Attested', 'Start date', 'Completion date', 'Note'].map((h) => (
              <TableCell key={h} component="th" scope="col">
                {h}
              </TableCell>
            ))}
            {editable && (
              <TableCell component="th" scope="col">
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {day.reviewers.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.name}</TableCell>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={r.is_attested}
                  disabled={!editable}
                  onChange={(e) => onAttest(r, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `${r.name} attested` } }}
                />
              </TableCell>
              <TableCell>{dash(formatDisplayDate(r.start_date))}</TableCell>
              <TableCell>{dash(formatDisplayDate(r.completion_date))}</TableCell>
              <TableCell>{dash(r.note)}</TableCell>
              {editable && (
                <TableCell>
                  <IconButton aria-label={`Edit reviewer ${r.name}`} onClick={() => onEdit(r)} size="small">
                    <EditOutlined />
                  </IconButton>
                  <IconButton aria-label={`Remove reviewer ${r.name}`} onClick={() => onRemove(r)} size="small">
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
