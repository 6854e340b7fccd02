import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { EmptyState } from '../../shell/PageSection.tsx';
import { type Column, RecordTable } from '../components/RecordTable.tsx';
import type { ApprovalRow } from './workflow-actions.ts';

const columns: Column<ApprovalRow>[] = [
  { header: 'Section', cell: (c) => c.section },
  {
    header: 'Status',
    cell: (c) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid={`check-${c.section}`}>
        {c.validation_status === 'PASS' ? (
          <CheckCircle color="success" fontSize="small" aria-hidden />
        ) : (
          <Cancel color="error" fontSize="small" aria-hidden />
        )}
        {c.validation_status}
      </Box>
    ),
  },
  { header: 'Message', cell: (c) => c.message || '—' },
];

/** The approval checklist (GET /agendas/validation/{id}): each section PASS or FAIL with its message. */
export function ApprovalChecklist({ checks }: { checks: readonly ApprovalRow[] }) {
  if (checks.length === 0) return <EmptyState>Nothing to check yet.</EmptyState>;
  return <RecordTable caption="Approval checklist" columns={columns} rows={checks} rowKey={(c) => c.section} />;
}
