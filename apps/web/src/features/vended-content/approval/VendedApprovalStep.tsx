import { APPROVAL_CHECKLIST_SECTION, calls } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { useVendedWrite, vendedSubKey } from '../api/vc-queries.ts';
import type { VendedStepProps } from '../workspace/step-props.ts';
import { vendedFixLink, vendedSteps } from '../workspace/vc-steps.ts';
import { approveState, vendedHistoryAction } from './approve-state.ts';

/** Approval: the item's checklist with its 'Approval Checklist' row and fix links, Approve (VCP001, Draft), and the workflow history. */
export default function VendedApprovalStep({ record }: VendedStepProps) {
  const id = record.header.id;
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const approve = useVendedWrite(id, () => call(calls.approveVendedContent, { params: { id }, body: {} }));
  const history = useQuery({
    queryKey: vendedSubKey(id, 'history'),
    queryFn: ({ signal }) => call(calls.getCourseWorkflowHistory, { params: { id }, signal }),
  });
  const state = approveState(record);
  const steps = vendedSteps(record.course.steps);
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
      <WorkflowHistory
        title="Workflow History"
        level={2}
        query={history}
        columns={['Date', 'Action', 'Status', 'Version', 'By']}
        actionLabel={vendedHistoryAction}
      />
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
