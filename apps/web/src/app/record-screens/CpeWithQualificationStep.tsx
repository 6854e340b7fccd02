import type { CourseResponse } from '@cpe/contract';
import CpeInfoStep from '../../features/courses/cpe/CpeInfoStep.tsx';
import QualificationStep from '../../features/courses/cpe/QualificationStep.tsx';

/**
 * CPE Information of a vended item or a local learning: the course's CPE step and, below it,
 * the course's Program Qualification. Their approval checklist is the course's validation of
 * the agenda, which has a Program Qualification section, but the step menus give neither kind a
 * step of that name, so it is fixed here (the checklist's fix link points at this step).
 */
export default function CpeWithQualificationStep({ course }: { course: CourseResponse }) {
  return (
    <>
      <CpeInfoStep course={course} />
      <QualificationStep course={course} level={2} />
    </>
  );
}
