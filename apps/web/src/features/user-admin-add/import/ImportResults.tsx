import type { ImportResponse } from '@cpe/contract';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { personPagePath } from '../add/person-page.ts';

/** One sentence on the outcome: what a dry run found, or what the import wrote. */
export function importSummary(reply: ImportResponse): string {
  const bad = reply.rows.filter((r) => r.problems.length > 0).length;
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  if (reply.imported) return `Imported ${people(reply.created)}.`;
  const found = bad === 0 ? `All ${people(reply.rows.length)} can be imported.` : `${bad} of ${reply.rows.length} rows have problems.`;
  return reply.dryRun ? `Dry run: ${found} Nothing was written.` : `${found} Nothing was imported: fix the file and import it again.`;
}

/** The rows with their problems (row, field, message); after an import, the people created with links to their pages. */
export function ImportResults({ reply }: { reply: ImportResponse }) {
  const problems = reply.rows.flatMap((r) =>
    r.problems.map((p, i) => ({ key: `${r.row}-${i}`, row: r.row, email: r.email_address, ...p })),
  );
  return (
    <>
      <Typography role="status" sx={{ my: 1, fontWeight: 500 }}>
        {importSummary(reply)}
      </Typography>
      {problems.length > 0 && (
        <ScrollRegion label="Problems of the file">
          <Table size="small" aria-label="Problems of the file">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Field</TableCell>
                <TableCell>Problem</TableCell>
                <TableCell>Email</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((p) => (
                <TableRow key={p.key}>
                  <TableCell>{p.row}</TableCell>
                  <TableCell>{p.field}</TableCell>
                  <TableCell>{p.message}</TableCell>
                  <TableCell>{p.email}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {reply.imported && (
        <ScrollRegion label="People imported">
          <Table size="small" aria-label="People imported">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Email</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reply.rows.map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell>
                    {r.person_id === null ? (
                      r.email_address
                    ) : (
                      <Link
                        component={RouterLink}
                        to={personPagePath({ person_id: r.person_id, external: r.person_type === 'external' ? 1 : 0 })}
                      >
                        {r.email_address}
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}
