import Alert from '@mui/material/Alert';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { errorMessage, useClassResource } from '../api/class-queries.ts';
import type { ClassCheck } from '../api/class-types.ts';
import { ClassActions } from '../lifecycle/ClassActions.tsx';
import { classFixLink } from '../workspace/class-steps.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/** The Approval step: the class actions and the validation checklist (GET /class/validation/{classId}, ending 'Passed Approval'). */
export default function ClassApprovalStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const checks = useClassResource<ClassCheck[]>(id, 'validation', `/class/validation/${id}`);
  return (
    <PageSection title="Approval">
      <ClassActions cls={cls} />
      {checks.isError && <Alert severity="error">The approval checklist could not be loaded: {errorMessage(checks.error)}</Alert>}
      {checks.isPending ? (
        <LoadingSpinner label="Loading the approval checklist" />
      ) : (
        <ApprovalChecklist caption="Approval checklist" checks={checks.data ?? []} fixLink={(section) => classFixLink(cls, section)} />
      )}
    </PageSection>
  );
}
