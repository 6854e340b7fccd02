import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDisplayDate, formatDisplayTime } from '../../../lib/dates.ts';
import type { ClassSegment } from '../api/class-types.ts';
import { useSegments } from './instructor-api.ts';

/** The class's agenda segments (GET /class/segments/{id}) by day and time. */
export function SegmentsTable({ classId }: { classId: number }) {
  const segments = useSegments(classId);
  return (
    <QueryView query={segments} what="agenda">
      {(rows) => (rows.length === 0 ? <EmptyState>No agenda segments for this class.</EmptyState> : <Segments rows={rows} />)}
    </QueryView>
  );
}

function Segments({ rows }: { rows: readonly ClassSegment[] }) {
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
          {rows.map((s) => (
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
