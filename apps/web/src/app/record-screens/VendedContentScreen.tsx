import type { StepRegistry, VendedContentResponse, VendedContentStepKey } from '@cpe/contract';
import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import type { FeedbackSectionProps } from '../../components/record-workspace/record-type.ts';
import { type CourseFeedbackItem, useCourseFeedback } from '../../features/courses/api/course-queries.ts';
import { CourseReviewSummaryButton, CourseStepFeedback } from '../../features/courses/feedback/course-feedback.tsx';
import { COURSE_STEP_SCREENS } from '../../features/courses/workspace/step-registry.ts';
import type { VendedStepComponent } from '../../features/vended-content/workspace/step-props.ts';
import { VENDED_OWN_STEP_SCREENS } from '../../features/vended-content/workspace/step-registry.ts';
import { VENDED_CONTENT_RECORD_TYPE } from '../../features/vended-content/workspace/vc-record-type.tsx';
import { lazyScreen } from '../../lib/lazy-screen.ts';

/**
 * A vended item is an agenda (ADR 0023): its CPE (with Program Qualification), agenda, NASBA,
 * version and audit steps are the course's step screens, fed the item's course body; its
 * reviewer feedback is the course's (per page of the item). The app, which sees both
 * features, joins them.
 */
// Every step the contract declares for vended content has its screen, or this does not compile.
export const VENDED_SCREEN_STEPS = {
  ...VENDED_OWN_STEP_SCREENS,
  cpe: lazyScreen(() => import('./CpeWithQualificationStep.tsx')),
  agenda: COURSE_STEP_SCREENS.agenda,
  nasba: COURSE_STEP_SCREENS.nasba,
  version: COURSE_STEP_SCREENS.version,
  audit: COURSE_STEP_SCREENS.audit,
} satisfies StepRegistry<VendedContentStepKey, VendedStepComponent>;

/** The course's feedback section on a step of the item: left and resolved as the item's course abilities allow. */
function VendedStepFeedback({ record, ...props }: FeedbackSectionProps<VendedContentResponse, CourseFeedbackItem>) {
  return <CourseStepFeedback {...props} record={record.course} />;
}

const VENDED_CONTENT = {
  ...VENDED_CONTENT_RECORD_TYPE,
  stepScreens: VENDED_SCREEN_STEPS,
  topBarActions: (id: number) => <CourseReviewSummaryButton courseId={id} />,
  feedback: { useFeedback: useCourseFeedback, Section: VendedStepFeedback },
};

export default function VendedContentScreen() {
  return <RecordWorkspace type={VENDED_CONTENT} />;
}
