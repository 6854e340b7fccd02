import { type CourseResponse, type FeedbackItem, feedbackStatus } from '@cpe/contract';
import type { FixLink, RecordStep } from '../../../components/record-workspace/record-steps.ts';
import { recordFixLink, recordStepItems, recordSubpage } from '../../../components/record-workspace/record-steps.ts';
import type { StepItem } from '../../../lib/shell/step-items.ts';

export const COURSE_RECORD = 'course-id';

export type CourseStep = CourseResponse['steps'][number];

/** A course's steps in the kit's words: the server's page configuration says which are enabled. */
export const courseSteps = (steps: readonly CourseStep[]): RecordStep[] =>
  steps.map((s) => ({ key: s.step, title: s.title, path: s.path, state: s.enabled ? 'enabled' : 'disabled' }));

/** The subpage a course route shows: 'course-id' → '' (Course Details), 'course-id-agenda' → 'agenda'. */
export const courseSubpage = (routeName: string) => recordSubpage(COURSE_RECORD, routeName);

/** The configured step shown at a subpage, if the course's page configuration has one. */
export const stepAt = (steps: readonly CourseStep[], sub: string): CourseStep | undefined => steps.find((s) => s.path === sub);

/** The step list of a course, each step with the status icon of the feedback left on its page (page_identifier is its title). */
export const courseStepItems = (
  steps: readonly CourseStep[],
  feedback: readonly FeedbackItem[],
  courseId: number,
  currentSub: string,
): StepItem[] => recordStepItems(COURSE_RECORD, courseSteps(steps), courseId, currentSub, (s) => feedbackStatus(feedback, s.title));

/** A failing approval section is fixed on the course's enabled step of that title (spec §9 feedback sections). */
export const courseFixLink = (course: CourseResponse, section: string): FixLink | null =>
  recordFixLink(COURSE_RECORD, courseSteps(course.steps), course.courseHeader.id, (s) => s.title === section);
