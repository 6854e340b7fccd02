import { calls, ECPE_REQUEST_TYPE } from '@cpe/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Warning from '@mui/icons-material/Warning';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { call } from '../../../lib/call.ts';
import { useEcpResource } from '../api/ecp-queries.ts';
import { ecpFixLink } from '../workspace/ecp-steps.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';
import { EcpActions } from './EcpActions.tsx';

/**
 * Approvals (POST /requests/ext-cpe/approvals, request type ECPE): each section PASS or FAIL
 * (any failure marks the request rejected; with the tenant's LMS SABA, NASBA
 * Questions passes as 'Not Applicable'), with links to the step that fixes a failing one,
 * and the workflow buttons.
 */
export default function ApprovalsStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const approvals = useEcpResource(id, 'approvals', (signal) =>
    call(calls.getExternalCpeApprovals, { body: { requestId: id, requestType: ECPE_REQUEST_TYPE }, signal }),
  );
  return (
    <PageSection title="Approvals">
      <EcpActions request={request} />
      <QueryView query={approvals} what="approval checklist" loadingLabel="Loading the approval checklist">
        {(data) => (
          <>
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} role="status" data-testid="approvals-summary">
              {data.validation ? (
                <>
                  <CheckCircle color="success" titleAccess="All sections pass" /> Every section passes.
                </>
              ) : (
                <>
                  <Warning color="error" titleAccess="Rejected" /> Some sections fail: the request cannot be approved yet.
                </>
              )}
            </Typography>
            <ApprovalChecklist caption="Approval checklist" checks={data.checklist} fixLink={(section) => ecpFixLink(request, section)} />
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
