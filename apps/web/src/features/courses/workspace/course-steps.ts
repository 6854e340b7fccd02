import { type CourseResponse, type FeedbackItem, feedbackStatus } from '@cpe/contract';
import { type StepItem, stepLink } from '../../../lib/shell/step-items.ts';

export const COURSE_RECORD = 'course-id';

export type CourseStep = CourseResponse['steps'][number];

/** The subpage a course route shows: 'course-id' → '' (Course Details), 'course-id-agenda' → 'agenda'. */
export function courseSubpage(routeName: string): string {
  return routeName.startsWith(`${COURSE_RECORD}-`) ? routeName.slice(COURSE_RECORD.length + 1) : '';
}

/** The configured step shown at a subpage, if the course's page configuration has one. */
export function stepAt(steps: readonly CourseStep[], sub: string): CourseStep | undefined {
  return steps.find((s) => s.path === sub);
}

/**
 * The step list of a course, straight from the server's page configuration (title,
 * path, enabled: the server applies the rules), each with the status icon of the
 * feedback left on its page (page_identifier is the step title). A step without a
 * route in this app is shown disabled.
 */
export function courseStepItems(
  steps: readonly CourseStep[],
  feedback: readonly FeedbackItem[],
  courseId: number,
  currentSub: string,
): StepItem[] {
  return steps.map((s) => {
    const to = stepLink(COURSE_RECORD, s.path, String(courseId));
    return {
      key: s.step,
      label: s.title,
      to,
      enabled: s.enabled && to !== null,
      selected: s.path === currentSub,
      status: feedbackStatus(feedback, s.title),
    };
  });
}
