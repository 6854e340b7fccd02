import { type CourseResponse, calls } from '@cpe/contract';
import type { FeedbackWrites } from '../../../components/feedback/feedback-writes.ts';
import { ReviewSummaryButton } from '../../../components/feedback/ReviewSummaryButton.tsx';
import { StepFeedback } from '../../../components/feedback/StepFeedback.tsx';
import type { FeedbackSectionProps } from '../../../components/record-workspace/record-type.ts';
import { call } from '../../../lib/call.ts';
import { type CourseFeedbackItem, courseKey, useCourseFeedback } from '../api/course-queries.ts';

/** A course's feedback writes: POST /agendas/feedback/{id} and PUT /agendas/feedback/resolve/{feedbackId}. */
export const courseFeedbackWrites = (courseId: number): FeedbackWrites => ({
  recordKey: courseKey(courseId),
  leave: (page, note) => call(calls.addCourseFeedback, { params: { id: courseId }, body: { page_identifier: page, ...note } }),
  resolve: (feedbackId, resolutionNote) =>
    call(calls.resolveCourseFeedback, { params: { feedbackId }, body: { resolution_note: resolutionNote } }),
});

/** The feedback of the step being shown: reviewers leave it, those who edit resolve it. */
export function CourseStepFeedback({ id, record, step, feedback }: FeedbackSectionProps<CourseResponse, CourseFeedbackItem>) {
  return (
    <StepFeedback
      writes={courseFeedbackWrites(id)}
      page={step.feedbackSection ?? step.title}
      feedback={feedback}
      canLeave={record.abilities.leaveFeedback}
      canResolve={record.abilities.edit}
    />
  );
}

/** The top bar's Review Summary of a course, over GET /agendas/feedback/{id}. */
export function CourseReviewSummaryButton({ courseId }: { courseId: number }) {
  return <ReviewSummaryButton feedback={useCourseFeedback(courseId)} noun="course" />;
}
