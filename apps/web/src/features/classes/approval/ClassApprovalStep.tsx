import { calls } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { call } from '../../../lib/call.ts';
import { useClassResource } from '../api/class-queries.ts';
import { ClassActions } from '../lifecycle/ClassActions.tsx';
import { classFixLink } from '../workspace/class-steps.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/**
 * The Approval step: the class actions and the validation checklist (GET /class/validation/{classId},
 * ending 'Passed Approval'). An affidavit approved on a Certified class rewrote its learner's
 * transcript at once but not the LMS's completions: the notice says why Re-Certify is due.
 */
export default function ClassApprovalStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const checks = useClassResource(id, 'validation', (signal) => call(calls.getClassValidation, { params: { classId: id }, signal }));
  return (
    <PageSection title="Approval">
      {cls.classSummary.needs_recertification && cls.classSummary.status === 'Certified' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          An affidavit of attendance approved since this class was certified changed its attendance: it needs re-certification. Its
          transcripts already show the approved attendance.
        </Alert>
      )}
      <ClassActions cls={cls} />
      <QueryView query={checks} what="approval checklist" loadingLabel="Loading the approval checklist">
        {(rows) => <ApprovalChecklist caption="Approval checklist" checks={rows} fixLink={(section) => classFixLink(cls, section)} />}
      </QueryView>
    </PageSection>
  );
}
