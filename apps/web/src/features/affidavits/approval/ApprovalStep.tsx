import type { AoaResponse } from '@cpe/contract';
import { AOA_MESSAGES } from '@cpe/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { recordFixLink } from '../../../components/record-workspace/record-steps.ts';
import { formatDisplay } from '../../../lib/dates.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { AOA_RECORD, aoaSteps } from '../workspace/aoa-steps.ts';
import type { AoaStepProps } from '../workspace/step-props.ts';
import { ApprovalActions } from './ApprovalActions.tsx';
import { useAoaValidation } from './approval-api.ts';

/** Why a decided affidavit ended as it did: its reason, who decided and when. */
function Decision({ aoa }: { aoa: AoaResponse }) {
  const timezone = useTenantTimezone();
  const { request_status, reason, decided_by_name, decided_on } = aoa.aoaDetails;
  if (!reason && !decided_by_name) return null;
  const by = [decided_by_name, decided_on && formatDisplay(decided_on, timezone)].filter(Boolean).join(', ');
  return (
    <Alert severity={request_status === 'Approved' ? 'success' : 'info'} sx={{ mb: 2 }}>
      {`${request_status}${by ? ` (${by})` : ''}${reason ? `: ${reason}` : ''}`}
    </Alert>
  );
}

/**
 * The Approval step: the decisions the caller may take, and the checklist: all
 * PASS shows a check icon; any FAIL marks the affidavit rejected. A failing section links to
 * the step (of the same name) where it is fixed.
 */
export default function ApprovalStep({ aoa }: AoaStepProps) {
  const { requestId } = aoa.aoaDetails;
  const validation = useAoaValidation(requestId);
  const steps = aoaSteps(aoa.steps);
  return (
    <PageSection title="Approval">
      <Decision aoa={aoa} />
      {aoa.needsRecertification && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The class was certified before this affidavit changed its attendance: it needs re-certification. Its transcripts already show the
          approved attendance.
        </Alert>
      )}
      <ApprovalActions aoa={aoa} />
      <QueryView query={validation} what="approval checklist" loadingLabel="Loading the approval checklist">
        {(answer) => (
          <>
            {answer.rejected ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {AOA_MESSAGES.checklistFails}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
                <CheckCircle color="success" aria-hidden />
                <Typography>Every check passes.</Typography>
              </Box>
            )}
            <ApprovalChecklist
              caption="Approval checklist"
              checks={answer.checks}
              fixLink={(section) => recordFixLink(AOA_RECORD, steps, requestId, (s) => s.title === section)}
            />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
