import type { CourseResponse } from '@cpe/contract';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { IrsWorkflow } from './IrsWorkflow.tsx';
import { useIrsReviewer } from './irs-api.ts';

/** IRS CE Workflow (its own step where page configuration has one): the approver and the approval. */
export default function IrsWorkflowStep({ course }: { course: CourseResponse }) {
  const reviewer = useIrsReviewer(course.courseHeader.id);
  return (
    <PageSection title="IRS CE Workflow">
      <QueryView query={reviewer}>{(data) => <IrsWorkflow key={reviewer.dataUpdatedAt} course={course} reviewer={data} />}</QueryView>
    </PageSection>
  );
}
