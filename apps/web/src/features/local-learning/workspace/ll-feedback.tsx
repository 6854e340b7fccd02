import { calls, type FeedbackItem, type LocalLearningResponse } from '@cpe/contract';
import type { FeedbackWrites } from '../../../components/feedback/feedback-writes.ts';
import { ReviewSummaryButton } from '../../../components/feedback/ReviewSummaryButton.tsx';
import { StepFeedback } from '../../../components/feedback/StepFeedback.tsx';
import type { FeedbackSectionProps } from '../../../components/record-workspace/record-type.ts';
import { call } from '../../../lib/call.ts';
import { localLearningKey, useLocalLearningFeedback } from '../api/ll-queries.ts';

/** The agenda's feedback writes (the local learning is an agenda): POST /agendas/feedback/{id}, PUT /agendas/feedback/resolve/{feedbackId}. */
const writes = (id: number): FeedbackWrites => ({
  recordKey: localLearningKey(id),
  leave: (page, note) => call(calls.addCourseFeedback, { params: { id }, body: { page_identifier: page, ...note } }),
  resolve: (feedbackId, resolutionNote) =>
    call(calls.resolveCourseFeedback, { params: { feedbackId }, body: { resolution_note: resolutionNote } }),
});

/** The feedback of the step being shown: reviewers (signoff) leave it, those who edit resolve it. */
export function LocalLearningStepFeedback({ id, record, step, feedback }: FeedbackSectionProps<LocalLearningResponse, FeedbackItem>) {
  return (
    <StepFeedback
      writes={writes(id)}
      page={step.feedbackSection ?? step.title}
      feedback={feedback}
      canLeave={record.abilities.leaveFeedback}
      canResolve={record.abilities.edit}
    />
  );
}

/** The top bar's Review Summary of a local learning. */
export function LocalLearningReviewSummaryButton({ id }: { id: number }) {
  return <ReviewSummaryButton feedback={useLocalLearningFeedback(id)} noun="local learning" />;
}
