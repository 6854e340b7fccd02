import { calls } from '@cpe/contract';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useClassResource } from '../api/class-queries.ts';
import type { ClassHistoryRow } from '../api/class-types.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/** The Background step: the class's workflow log (GET /class/history/{id}): created, certified, voided, synced. */
export default function BackgroundStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const timezone = useTenantTimezone();
  const history = useClassResource(id, 'history', (signal) => call(calls.getClassHistory, { params: { id }, signal }));
  const columns: Column<ClassHistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => h.action },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'By', cell: (h) => h.person_name ?? 'System' },
    { header: 'Comment', cell: (h) => h.comment ?? '' },
  ];
  return (
    <PageSection title="Background">
      <QueryView query={history} what="workflow history" loadingLabel="Loading the workflow history">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No workflow history yet.</EmptyState>
          ) : (
            <RecordTable caption="Workflow history" columns={columns} rows={rows} rowKey={(h) => h.id} />
          )
        }
      </QueryView>
    </PageSection>
  );
}
