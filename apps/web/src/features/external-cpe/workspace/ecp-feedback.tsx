import type { ExternalCpeResponse, FeedbackItem } from '@cpe/contract';
import { ReviewSummaryButton } from '../../../components/feedback/ReviewSummaryButton.tsx';
import { StepFeedback } from '../../../components/feedback/StepFeedback.tsx';
import type { FeedbackSectionProps } from '../../../components/record-workspace/record-type.ts';
import { ecpFeedbackWrites, useEcpFeedback } from '../api/ecp-queries.ts';

/**
 * The feedback of the page being shown (spec §2 External CPE feedback pages): staff leave
 * it, the requestor resolves it with a note; who may do which is the server's answer.
 */
export function EcpStepFeedback({ id, record, step, feedback }: FeedbackSectionProps<ExternalCpeResponse, FeedbackItem>) {
  return (
    <StepFeedback
      writes={ecpFeedbackWrites(id)}
      page={step.feedbackSection ?? step.title}
      feedback={feedback}
      canLeave={record.abilities.canLeaveFeedback}
      canResolve={record.abilities.canResolveFeedback}
    />
  );
}

/** The top bar's Review Summary of a request: all its feedback by page. */
export function EcpReviewSummaryButton({ id }: { id: number }) {
  return <ReviewSummaryButton feedback={useEcpFeedback(id)} noun="request" />;
}
