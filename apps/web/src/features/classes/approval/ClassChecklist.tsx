import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { type Column, RecordTable } from '../../courses/components/RecordTable.tsx';
import { EmptyState } from '../../shell/PageSection.tsx';
import type { ClassCheck } from '../api/class-types.ts';

const columns: Column<ClassCheck>[] = [
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

/** A class checklist (validation, certification, attestation): each section PASS or FAIL, ending with 'Passed Approval'. */
export function ClassChecklist({ caption, checks }: { caption: string; checks: readonly ClassCheck[] }) {
  if (checks.length === 0) return <EmptyState>Nothing to check yet.</EmptyState>;
  return <RecordTable caption={caption} columns={columns} rows={checks} rowKey={(c) => c.section} />;
}
