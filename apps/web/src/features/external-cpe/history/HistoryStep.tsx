import { calls, ecpHistoryAction, type workflowHistoryResponse } from '@cpe/contract';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useEcpResource } from '../api/ecp-queries.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';

type HistoryRow = z.infer<typeof workflowHistoryResponse>[number];

/** History (GET /requests/history/{id}): the request's workflow log, newest as the server orders it, each action in words. */
export default function HistoryStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const history = useEcpResource(id, 'history', (signal) => call(calls.getRequestHistory, { params: { id }, signal }));
  const timezone = useTenantTimezone();
  const columns: Column<HistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => ecpHistoryAction(h.action) },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'By', cell: (h) => h.person_name ?? '' },
    { header: 'Comment', cell: (h) => h.comment ?? '' },
  ];
  return (
    <PageSection title="History">
      <QueryView query={history} what="request history" loadingLabel="Loading the history">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No history yet.</EmptyState>
          ) : (
            <RecordTable caption="Workflow history" columns={columns} rows={rows} rowKey={(h) => h.id} />
          )
        }
      </QueryView>
    </PageSection>
  );
}
