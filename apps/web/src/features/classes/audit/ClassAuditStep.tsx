import { type auditInfoResponse, CLASS_OBJECT_TYPE } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { auditAction, auditChange, auditEntity } from '../../courses/audit/audit-rows.ts';
import { type Column, RecordTable } from '../../courses/components/RecordTable.tsx';
import { useTenantTimezone } from '../../reference/use-timezone.ts';
import { LoadingSpinner } from '../../shell/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../shell/PageSection.tsx';
import { classSubKey, errorMessage } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-registry.ts';

type AuditRow = z.infer<typeof auditInfoResponse>[number];

/** The Audit step (POST /audit-info with learning object type 3): who changed which field of the class, and when. */
export default function ClassAuditStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const timezone = useTenantTimezone();
  const audit = useQuery({
    queryKey: classSubKey(id, 'audit'),
    queryFn: ({ signal }) =>
      api<AuditRow[]>('POST', '/audit-info', { body: { learningObjectId: id, refLearningObjectId: CLASS_OBJECT_TYPE }, signal }),
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
