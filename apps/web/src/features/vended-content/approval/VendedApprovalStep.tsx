import { APPROVAL_CHECKLIST_SECTION, calls, type workflowHistoryResponse } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { useVendedWrite, vendedSubKey } from '../api/vc-queries.ts';
import type { VendedStepProps } from '../workspace/step-props.ts';
import { vendedFixLink, vendedSteps } from '../workspace/vc-steps.ts';
import { approveState, vendedHistoryAction } from './approve-state.ts';

type HistoryRow = z.infer<typeof workflowHistoryResponse>[number];

/** Approval: the item's checklist with its 'Approval Checklist' row and fix links, Approve (VCP001, Draft), and the workflow history. */
export default function VendedApprovalStep({ record }: VendedStepProps) {
  const id = record.header.id;
  const timezone = useTenantTimezone();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const approve = useVendedWrite(id, () => call(calls.approveVendedContent, { params: { id }, body: {} }));
  const history = useQuery({
    queryKey: vendedSubKey(id, 'history'),
    queryFn: ({ signal }) => call(calls.getCourseWorkflowHistory, { params: { id }, signal }),
  });
  const state = approveState(record);
  const steps = vendedSteps(record.course.steps);
  const columns: Column<HistoryRow>[] = [
    { header: 'Date', cell: (h) => formatDisplay(h.occurred_at, timezone) },
    { header: 'Action', cell: (h) => vendedHistoryAction(h.action) },
    { header: 'Status', cell: (h) => [h.from_status, h.to_status].filter(Boolean).join(' → ') },
    { header: 'Version', cell: (h) => h.version ?? '' },
    { header: 'By', cell: (h) => h.person_name ?? '' },
  ];
  return (
    <>
      <PageSection title="Approval">
        {state.shown && (
          <Box sx={{ mb: 2 }}>
            <Button
              variant="contained"
              disabled={state.disabledReason !== null || approve.isPending}
              aria-describedby={state.disabledReason ? reasonId : undefined}
              onClick={() => setConfirming(true)}
            >
              Approve
            </Button>
            {state.disabledReason && (
              <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {state.disabledReason}
              </Typography>
            )}
          </Box>
        )}
        <ApprovalChecklist
          caption="Approval checklist"
          checks={record.checklist}
          summaryRow={APPROVAL_CHECKLIST_SECTION}
          fixLink={(section) => vendedFixLink(steps, id, section)}
        />
      </PageSection>
      <PageSection title="Workflow History" level={2}>
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
      {confirming && (
        <ConfirmDialog
          title="Approve vended content"
          text={`Version ${record.header.version} of “${record.header.title}” is approved and can no longer be edited; completions can then be recorded.`}
          confirm="Approve"
          tone="primary"
          busy={approve.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            approve.mutateAsync(undefined).then(
              () => setConfirming(false),
              () => setConfirming(false),
            )
          }
        />
      )}
    </>
  );
}
