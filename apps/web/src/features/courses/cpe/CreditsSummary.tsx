import { formatCredits } from '@cpe/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CpeInfo } from './cpe-api.ts';

const KIND_LABELS: Record<string, string> = {
  group: 'Group program: 50 minutes a credit',
  'self-study': 'Self study: 50 minutes a credit',
  'word-count': 'QAS Self Study word-count formula',
  nano: 'Nano learning: a fixed 0.2 credit',
  none: 'No CPE credits for this delivery method',
};

/**
 * Credits by field of study (name, minutes, credits) and the total, as the server computed
 * them, with one decimal. The total is rounded once and the fields share it (ADR 0051), so the
 * rows add up to the total.
 */
export function CreditsSummary({ credits, caption }: { credits: CpeInfo['credits']; caption: string }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {KIND_LABELS[credits.kind] ?? credits.kind}; minimum {formatCredits(credits.minimum)}, increment {formatCredits(credits.increment)}.
      </Typography>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Field of study
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Minutes
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Credits
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {credits.byField.map((f) => (
            <TableRow key={f.field_of_study_id}>
              <TableCell>{f.name}</TableCell>
              <TableCell align="right">{f.minutes}</TableCell>
              <TableCell align="right">{formatCredits(f.credits)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {credits.minutes}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="credits-total">
              {formatCredits(credits.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
