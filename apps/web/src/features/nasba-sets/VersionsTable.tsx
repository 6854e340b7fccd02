import type { NasbaSetDetail } from '@cpe/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A set's published versions, newest first. */
export function VersionsTable({ versions }: { versions: NasbaSetDetail['versions'] }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Versions">
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>Published</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Questions asked</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.version}>
              <TableCell>{v.version}</TableCell>
              <TableCell>{new Date(v.published_at).toLocaleString()}</TableCell>
              <TableCell>{v.published_by ?? '—'}</TableCell>
              <TableCell>{v.question_count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
