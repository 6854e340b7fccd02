import type { FeedbackItem } from '@cpe/contract';
import RateReview from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { ReviewSummaryDialog } from './ReviewSummaryDialog.tsx';
import { reviewSummary } from './review-summary.ts';

/** The top bar's Review Summary button of a record and its dialog, over the record's feedback query. */
export function ReviewSummaryButton({ feedback, noun }: { feedback: UseQueryResult<readonly FeedbackItem[]>; noun: string }) {
  const [open, setOpen] = useState(false);
  const timezone = useTenantTimezone();
  const sections = useMemo(() => (feedback.data ? reviewSummary(feedback.data, timezone) : undefined), [feedback.data, timezone]);
  return (
    <>
      <Button color="inherit" startIcon={<RateReview />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Review Summary
      </Button>
      <ReviewSummaryDialog
        open={open}
        onClose={() => setOpen(false)}
        sections={sections}
        noun={noun}
        error={feedback.isError ? `The feedback could not be loaded: ${errorMessage(feedback.error)}` : null}
      />
    </>
  );
}
