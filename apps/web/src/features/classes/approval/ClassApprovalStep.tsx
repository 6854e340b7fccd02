import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { ApprovalChecklist } from '../../../components/record/ApprovalChecklist.tsx';
import { useClassResource } from '../api/class-queries.ts';
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
      <QueryView query={checks} what="approval checklist" loadingLabel="Loading the approval checklist">
        {(rows) => <ApprovalChecklist caption="Approval checklist" checks={rows} fixLink={(section) => classFixLink(cls, section)} />}
      </QueryView>
    </PageSection>
  );
}
