import Alert from '@mui/material/Alert';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { errorMessage, useClassResource } from '../api/class-queries.ts';
import type { ClassHistoryRow } from '../api/class-types.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/** The Background step: the class's workflow log (GET /class/history/{id}): created, certified, voided, synced. */
export default function BackgroundStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const timezone = useTenantTimezone();
  const history = useClassResource<ClassHistoryRow[]>(id, 'history', `/class/history/${id}`);
  const columns: Column<ClassHistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => h.action },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'By', cell: (h) => h.person_name ?? 'System' },
    { header: 'Comment', cell: (h) => h.comment ?? '' },
  ];
  return (
    <PageSection title="Background">
      {history.isError && <Alert severity="error">The workflow history could not be loaded: {errorMessage(history.error)}</Alert>}
      {history.isPending && <LoadingSpinner label="Loading the workflow history" />}
      {history.data?.length === 0 && <EmptyState>No workflow history yet.</EmptyState>}
      {history.data && history.data.length > 0 && (
        <RecordTable caption="Workflow history" columns={columns} rows={history.data} rowKey={(h) => h.id} />
      )}
    </PageSection>
  );
}
