import type { CourseResponse } from '@cpe/contract';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { CpeInfoForm } from './CpeInfoForm.tsx';
import { useCpeInfo } from './cpe-api.ts';

/** CPE Information: increment, prerequisites, engagement, polling or word counts, and the credits they give. */
export default function CpeInfoStep({ course }: { course: CourseResponse }) {
  const info = useCpeInfo(course.courseHeader.id);
  return (
    <PageSection title="CPE Information">
      {/* A refetch (after a save or an agenda change) starts the form again from the server's values. */}
      <QueryView query={info}>{(data) => <CpeInfoForm key={info.dataUpdatedAt} course={course} info={data} />}</QueryView>
    </PageSection>
  );
}
