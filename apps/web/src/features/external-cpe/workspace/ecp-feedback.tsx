import type { ExternalCpeResponse, FeedbackItem } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import { ReviewSummaryButton } from '../../../components/feedback/ReviewSummaryButton.tsx';
import { StepFeedback } from '../../../components/feedback/StepFeedback.tsx';
import type { FeedbackSectionProps } from '../../../components/record-workspace/record-type.ts';
import { ecpFeedbackWrites, errorMessage, useEcpFeedback } from '../api/ecp-queries.ts';

/**
 * The feedback of the page being shown (the five pages that take feedback): staff leave
 * it, the requestor resolves it with a note; who may do which is the server's answer.
 */
export function EcpStepFeedback({ id, record, step, feedback }: FeedbackSectionProps<ExternalCpeResponse, FeedbackItem>) {
  // The workspace's feedback query (cached): a failed load says so rather than showing no feedback.
  const query = useEcpFeedback(id);
  if (query.isError)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {`The feedback could not be loaded: ${errorMessage(query.error)}`}
      </Alert>
    );
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
