import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDisplayDate, formatDisplayTime } from '../../../lib/dates.ts';
import { useSegments } from './instructor-api.ts';

/** The class's agenda segments (GET /class/segments/{id}) by day and time. */
export function SegmentsTable({ classId }: { classId: number }) {
  const segments = useSegments(classId);
  if (segments.isPending) return <LoadingSpinner />;
  if (segments.isError) return <Alert severity="error">The agenda could not be loaded: {errorMessage(segments.error)}</Alert>;
  if (segments.data.length === 0) return <EmptyState>No agenda segments for this class.</EmptyState>;
  return (
    <ScrollRegion label="Agenda segments">
      <Table size="small" aria-label="Agenda segments">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Start</TableCell>
            <TableCell>End</TableCell>
            <TableCell>Segment</TableCell>
            <TableCell>Instructors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {segments.data.map((s) => (
            <TableRow key={`${s.day}-${s.module_id}`}>
              <TableCell>{s.day}</TableCell>
              <TableCell>{formatDisplayDate(s.date)}</TableCell>
              <TableCell>{formatDisplayTime(s.start_time)}</TableCell>
              <TableCell>{formatDisplayTime(s.end_time)}</TableCell>
              <TableCell>
                {s.title}
                {s.is_credit_qualified ? '' : ' (not credit qualified)'}
              </TableCell>
              <TableCell>{s.instructors.map((p) => p.name).join(', ') || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
