import { PageSection } from '../../../components/page/PageSection.tsx';
import type { CourseStepProps } from '../workspace/step-props.ts';
import { ContactsSection } from './ContactsSection.tsx';
import { CourseDetailsForm } from './CourseDetailsForm.tsx';
import { CourseExternalIds } from './CourseExternalIds.tsx';

/** The Course Details step (the course's main page): its fields, contacts and external ids. */
export default function CourseDetailsStep({ course }: CourseStepProps) {
  return (
    <>
      <PageSection title="Course Details">
        <CourseDetailsForm course={course} />
      </PageSection>
      <ContactsSection course={course} />
      <CourseExternalIds course={course} />
    </>
  );
}
