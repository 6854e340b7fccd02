import type { IndependentStudyResponse, IndependentStudyStepKey, StepRegistry } from '@cpe/contract';
import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import type { FeedbackSectionProps } from '../../components/record-workspace/record-type.ts';
import { type CourseFeedbackItem, useCourseFeedback } from '../../features/courses/api/course-queries.ts';
import { CourseReviewSummaryButton, CourseStepFeedback } from '../../features/courses/feedback/course-feedback.tsx';
import { COURSE_STEP_SCREENS } from '../../features/courses/workspace/step-registry.ts';
import { ErrorSnackbar } from '../../features/independent-study/errors/ErrorSnackbar.tsx';
import type { StudyStepComponent, StudyStepProps } from '../../features/independent-study/workspace/step-props.ts';
import { STUDY_STEP_SCREENS } from '../../features/independent-study/workspace/step-registry.ts';
import { STUDY_RECORD_TYPE } from '../../features/independent-study/workspace/study-record-type.ts';

/**
 * An independent study is an agenda (ADR 0023): its agenda, content review, documentation,
 * NASBA questions, version and audit are the course's step screens, which take `{ course }`;
 * the study's own steps come from its feature. The app, which sees both features, joins them.
 */
const SelfStudy = STUDY_STEP_SCREENS.credits;
const Qualification = COURSE_STEP_SCREENS.qualification;

/**
 * CPE Information of a study: its self-study counts and credits, then the course's Program
 * Qualification, which the agenda's approval checklist asks of every kind and which the
 * study's step list has no step of its own for.
 */
function StudyCpeInformation(props: StudyStepProps) {
  return (
    <>
      <SelfStudy {...props} />
      <Qualification course={props.course} />
    </>
  );
}
const CPE_INFORMATION = Object.assign(StudyCpeInformation, {
  preload: () => {
    SelfStudy.preload();
    Qualification.preload();
  },
});

// Every step the contract declares for an independent study has its screen, or this does not compile.
export const STUDY_SCREEN_STEPS = {
  ...STUDY_STEP_SCREENS,
  credits: CPE_INFORMATION,
  agenda: COURSE_STEP_SCREENS.agenda,
  contentreview: COURSE_STEP_SCREENS.contentreview,
  documentation: COURSE_STEP_SCREENS.documentation,
  nasba: COURSE_STEP_SCREENS.nasba,
  version: COURSE_STEP_SCREENS.version,
  audit: COURSE_STEP_SCREENS.audit,
} satisfies StepRegistry<IndependentStudyStepKey, StudyStepComponent>;

/** Reviewer feedback is the agenda's (GET /agendas/feedback/{id}); the course's section reads the agenda's abilities. */
function StudyStepFeedback({ record, ...rest }: FeedbackSectionProps<IndependentStudyResponse, CourseFeedbackItem>) {
  return <CourseStepFeedback {...rest} record={record.course} />;
}

const STUDY = {
  ...STUDY_RECORD_TYPE,
  stepScreens: STUDY_SCREEN_STEPS,
  topBarActions: (id: number) => <CourseReviewSummaryButton courseId={id} />,
  feedback: { useFeedback: useCourseFeedback, Section: StudyStepFeedback },
};

export default function IndependentStudyScreen() {
  return (
    <>
      <RecordWorkspace type={STUDY} />
      <ErrorSnackbar />
    </>
  );
}
