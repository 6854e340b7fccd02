import type { CourseResponse } from '@cpe/contract';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { IrsInfoForm } from './IrsInfoForm.tsx';
import { IrsWorkflow } from './IrsWorkflow.tsx';
import { useIrsReviewer } from './irs-api.ts';

/**
 * IRS CE Information of a course. Where the page configuration has no IRS CE Workflow step
 * of its own, the workflow (approver and approval) is shown here too, so that no tenant loses it.
 */
export default function IrsStep({ course }: { course: CourseResponse }) {
  const reviewer = useIrsReviewer(course.courseHeader.id);
  const workflowHere = !course.steps.some((s) => s.step === 'irsworkflow');
  return (
    <PageSection title="IRS CE Information">
      <QueryView query={reviewer}>
        {(data) => (
          <>
            <IrsInfoForm key={reviewer.dataUpdatedAt} course={course} isIrsCe={data.is_irs_ce} />
            {workflowHere && (
              <>
                <Divider sx={{ my: 3 }} />
                <section aria-labelledby="irs-workflow-heading">
                  <Typography component="h2" variant="h6" id="irs-workflow-heading" gutterBottom>
                    IRS CE Workflow
                  </Typography>
                  <IrsWorkflow key={reviewer.dataUpdatedAt} course={course} reviewer={data} />
                </section>
              </>
            )}
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
