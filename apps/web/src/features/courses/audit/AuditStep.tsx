import { COURSE_OBJECT_TYPE } from '@cpe/contract';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { courseSubKey } from '../api/course-queries.ts';
import type { CourseStepProps } from '../workspace/step-props.ts';

/** The course's Audit step: who changed which field of the course and its agenda, and when. */
export default function AuditStep({ course }: CourseStepProps) {
  const id = course.courseHeader.id;
  return <AuditTrail queryKey={courseSubKey(id, 'audit')} objectId={id} objectType={COURSE_OBJECT_TYPE} />;
}
