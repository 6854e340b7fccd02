import type { CourseResponse } from '@cpe/contract';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { CreditsSummary } from './CreditsSummary.tsx';
import { useCpeInfo } from './cpe-api.ts';

/** Credits: CPE credits by field of study and in total (from GET /agendas/cpe-info). */
export default function CreditsStep({ course }: { course: CourseResponse }) {
  const info = useCpeInfo(course.courseHeader.id);
  return (
    <PageSection title="Credits">
      <QueryView query={info}>{(data) => <CreditsSummary credits={data.credits} caption="Credits by field of study" />}</QueryView>
    </PageSection>
  );
}
