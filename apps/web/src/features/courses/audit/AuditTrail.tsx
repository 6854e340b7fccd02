import type { auditInfoResponse } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../reference/use-timezone.ts';
import { LoadingSpinner } from '../../shell/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../shell/PageSection.tsx';
import { errorMessage } from '../api/course-queries.ts';
import { type Column, RecordTable } from '../components/RecordTable.tsx';
import { auditAction, auditChange, auditEntity } from './audit-rows.ts';

type AuditRow = z.infer<typeof auditInfoResponse>[number];

/**
 * The Audit step of an offering (POST /audit-info): who changed which field, and when.
 * The course and the class show the same trail, by their learning object type.
 */
export function AuditTrail({ queryKey, objectId, objectType }: { queryKey: readonly unknown[]; objectId: number; objectType: number }) {
  const timezone = useTenantTimezone();
  const audit = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api<AuditRow[]>('POST', '/audit-info', { body: { learningObjectId: objectId, refLearningObjectId: objectType }, signal }),
  });
  const columns: Column<AuditRow>[] = [
    { header: 'Date', cell: (r) => formatDisplay(r.occurred_at, timezone) },
    { header: 'By', cell: (r) => r.person_name ?? 'System' },
    { header: 'Record', cell: (r) => auditEntity(r.entity) },
    { header: 'Action', cell: (r) => auditAction(r.action) },
    {
      header: 'Changes',
      cell: (r) =>
        r.changes.length === 0 ? (
          '—'
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {r.changes.map((c) => (
              <Typography component="li" variant="body2" key={c.field} sx={{ wordBreak: 'break-word' }}>
                {auditChange(c)}
              </Typography>
            ))}
          </Box>
        ),
    },
  ];
  return (
    <PageSection title="Audit">
      {audit.isError && <Alert severity="error">The audit trail could not be loaded: {errorMessage(audit.error)}</Alert>}
      {audit.isPending && <LoadingSpinner label="Loading the audit trail" />}
      {audit.data?.length === 0 && <EmptyState>No changes recorded yet.</EmptyState>}
      {audit.data && audit.data.length > 0 && (
        <RecordTable caption="Audit trail" columns={columns} rows={audit.data} rowKey={(r) => r.id} />
      )}
    </PageSection>
  );
}
