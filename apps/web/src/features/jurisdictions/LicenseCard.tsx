import { checkLabel, type PersonLicense, type RequirementCheck } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Column, RecordTable } from '../../components/record/RecordTable.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { formatDisplayDate } from '../../lib/dates.ts';

interface Row {
  label: string;
  check: RequirementCheck;
}

const COLUMNS: Column<Row>[] = [
  { header: 'Credits', cell: (r) => r.label },
  { header: 'Required', cell: (r) => r.check.required.toFixed(1) },
  { header: 'Earned', cell: (r) => r.check.earned.toFixed(1) },
  { header: 'Status', cell: (r) => <StatusChip status={checkLabel(r.check)} /> },
];

/** One license: its board, number, status and period, and the period's credits against the board's requirement. */
export function LicenseCard({ license, onEdit, onRemove }: { license: PersonLicense; onEdit?(): void; onRemove?(): void }) {
  const { progress, requirement } = license;
  const title = `${license.jurisdiction.code}: ${license.jurisdiction.name}`;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={`License ${license.license_number}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <StatusChip status={license.status} />
      </Box>
      <Typography variant="body2">{`License Number: ${license.license_number}`}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`Reporting Period: ${formatDisplayDate(license.period_start)} to ${formatDisplayDate(license.period_end)}`}
      </Typography>
      {progress && requirement ? (
        <>
          <RecordTable
            caption={`Credits against the ${license.jurisdiction.code} requirement`}
            columns={COLUMNS}
            rowKey={(r) => r.label}
            rows={[
              { label: 'Total', check: progress.total },
              { label: 'Ethics', check: progress.ethics },
              { label: 'Technical', check: progress.technical },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Earned in the period: ${progress.earned.total.toFixed(1)} (technical ${progress.earned.technical.toFixed(1)}, non-technical ${progress.earned.non_technical.toFixed(1)}).`}
            {requirement.max_non_technical_credits !== null &&
              ` At most ${requirement.max_non_technical_credits} non-technical credits count toward the total` +
                (progress.non_technical_not_counted > 0 ? `; ${progress.non_technical_not_counted.toFixed(1)} do not count.` : '.')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">{`Earned in the period: ${license.earned_credits.toFixed(1)}. This jurisdiction has no requirement set.`}</Typography>
      )}
      {(onEdit || onRemove) && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {onEdit && (
            <Button size="small" onClick={onEdit} aria-label={`Edit license ${license.license_number}`}>
              Edit
            </Button>
          )}
          {onRemove && (
            <Button size="small" color="error" onClick={onRemove} aria-label={`Remove license ${license.license_number}`}>
              Remove
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
