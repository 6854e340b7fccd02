import {
  COURSE_RECORD,
  COURSE_STEP_LIST,
  type CourseResponse,
  type FeedbackItem,
  feedbackStatus,
  stepFeedbackSection,
} from '@cpe/contract';
import type { FixLink, RecordStep } from '../../../components/record-workspace/record-steps.ts';
import { recordFixLink, recordStepItems, recordSubpage } from '../../../components/record-workspace/record-steps.ts';
import type { StepItem } from '../../../lib/shell/step-items.ts';

export { COURSE_RECORD };

export type CourseStep = CourseResponse['steps'][number];

/** A course's steps in the kit's words: the server's page configuration says which are enabled. */
export const courseSteps = (steps: readonly CourseStep[]): RecordStep[] =>
  steps.map((s) => ({
    key: s.step,
    title: s.title,
    path: s.path,
    state: s.enabled ? 'enabled' : 'disabled',
    feedbackSection: courseFeedbackSection(s.step),
  }));

/** The feedback section of a course step (the contract's declaration), or undefined when the step takes no feedback. */
export const courseFeedbackSection = (step: string) => stepFeedbackSection(COURSE_STEP_LIST, step);

/** The subpage a course route shows: 'course-id' → '' (Course Details), 'course-id-agenda' → 'agenda'. */
export const courseSubpage = (routeName: string) => recordSubpage(COURSE_RECORD, routeName);

/** The configured step shown at a subpage, if the course's page configuration has one. */
export const stepAt = (steps: readonly CourseStep[], sub: string): CourseStep | undefined => steps.find((s) => s.path === sub);

/** The step list of a course, each step with the status icon of the feedback left on its page (page_identifier is its feedback section). */
export const courseStepItems = (
  steps: readonly CourseStep[],
  feedback: readonly FeedbackItem[],
  courseId: number,
  currentSub: string,
): StepItem[] =>
  recordStepItems(COURSE_RECORD, courseSteps(steps), courseId, currentSub, (s) =>
    s.feedbackSection ? feedbackStatus(feedback, s.feedbackSection) : 'none',
  );

/** A failing approval section is fixed on the course's enabled step of that title (feedback sections). */
export const courseFixLink = (course: CourseResponse, section: string): FixLink | null =>
  recordFixLink(COURSE_RECORD, courseSteps(course.steps), course.courseHeader.id, (s) => s.title === section);
