import type { CourseResponse } from '@cpe/contract';
import type { RecordType } from '../../../components/record-workspace/record-type.ts';
import { type CourseFeedbackItem, useCourse, useCourseFeedback } from '../api/course-queries.ts';
import { CourseReviewSummaryButton, CourseStepFeedback } from '../feedback/course-feedback.tsx';
import { SyncButton } from '../sync/SyncButton.tsx';
import { courseHeaderItems, courseSubheader } from './course-header.ts';
import { COURSE_RECORD, courseSteps } from './course-steps.ts';
import type { CourseStepProps } from './step-props.ts';
import { COURSE_STEPS } from './step-registry.ts';

/**
 * The course (layout 'course'): GET /course/{id} once for every step, the header strip
 * and subheader with the LMS sync, the steps from the course's page configuration with
 * feedback icons, the Review Summary button, and the current step's feedback. The classes
 * step belongs to the classes feature: the app adds it (app/record-screens/CourseScreen.tsx).
 */
export const COURSE_RECORD_TYPE: RecordType<CourseResponse, CourseStepProps, CourseFeedbackItem> = {
  noun: 'Course',
  record: COURSE_RECORD,
  layout: 'course',
  useRecord: useCourse,
  title: (course) => course.courseHeader.title,
  header: (course) => ({ items: courseHeaderItems(course.courseHeader), subheader: courseSubheader(course.courseHeader) }),
  steps: (course) => courseSteps(course.steps),
  stepScreens: COURSE_STEPS,
  stepProps: (course) => ({ course }),
  unavailableText: () => 'This step is not available for this course.',
  headerActions: (course, id) => (course.abilities.sync ? <SyncButton courseId={id} /> : undefined),
  topBarActions: (id) => <CourseReviewSummaryButton courseId={id} />,
  feedback: { useFeedback: useCourseFeedback, Section: CourseStepFeedback },
};
