import type { HealthPart, HealthState } from '@cpe/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { HEALTH_REFRESH_MS, useHealthCheck } from '../api/admin-area-queries.ts';

const COLOR: Record<HealthState, 'success' | 'warning' | 'error'> = { ok: 'success', degraded: 'warning', down: 'error' };
const stateChip = (state: HealthState, label?: string) => <Chip size="small" color={COLOR[state]} label={label ?? state} />;

const columns: Column<HealthPart>[] = [
  { header: 'Part', cell: (p) => p.name },
  { header: 'State', cell: (p) => stateChip(p.state) },
  { header: 'Message', cell: (p) => p.message },
  { header: 'Measured', cell: (p) => <span data-part-value={p.key}>{p.value || '----'}</span> },
  {
    header: 'Details',
    cell: (p) =>
      p.details.length === 0
        ? '----'
        : p.details.map((d) => (
            <Typography key={d.label} variant="body2">
              {d.label}: {d.value}
            </Typography>
          )),
  },
];

/** /accadmin/healthcheck: every part of the system, measured again every few seconds while open. */
export default function HealthCheckScreen() {
  const health = useHealthCheck();
  return (
    <PageSection title="Microservice Health Check">
      <QueryView query={health} what="the health check" loadingLabel="Checking every part">
        {(h) => (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} role="status">
              <Typography>Overall:</Typography>
              {stateChip(h.state, `Overall ${h.state}`)}
              <Typography variant="body2" color="text.secondary">
                Checked {new Date(h.checked_at).toLocaleTimeString()}; refreshed every {HEALTH_REFRESH_MS / 1000} seconds.
              </Typography>
            </Stack>
            <RecordTable caption="Parts of the system" columns={columns} rows={h.parts} rowKey={(p) => p.key} />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
