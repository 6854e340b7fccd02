import { COURSE_OBJECT_TYPE, calls } from '@cpe/contract';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { LmsEventsSection } from '../../../components/lms/LmsEventsSection.tsx';
import { call } from '../../../lib/call.ts';
import { courseSubKey } from '../api/course-queries.ts';
import type { CourseStepProps } from '../workspace/step-props.ts';

/**
 * The course's Audit step: who changed which field of the course and its agenda, and when;
 * and, for a course that goes to the LMS (one it holds, or one the caller may sync), its LMS
 * events (POST /course/events, polled every second until finished).
 */
export default function AuditStep({ course }: CourseStepProps) {
  const id = course.courseHeader.id;
  const withLms = course.abilities.sync || course.courseHeader.lms_id !== null;
  return (
    <>
      <AuditTrail queryKey={courseSubKey(id, 'audit')} objectId={id} objectType={COURSE_OBJECT_TYPE} />
      {withLms && (
        <LmsEventsSection
          queryKey={courseSubKey(id, 'lms-events')}
          load={(signal) => call(calls.courseEvents, { body: { courseId: id }, signal })}
        />
      )}
    </>
  );
}
