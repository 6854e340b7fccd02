import RateReview from '@mui/icons-material/RateReview';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { errorMessage, useCourseFeedback } from '../api/course-queries.ts';
import { ReviewSummaryDialog } from './ReviewSummaryDialog.tsx';
import { reviewSummary } from './review-summary.ts';

/** The top bar's Review Summary button of a course (spec §2 Top bar) and its dialog. */
export function ReviewSummaryButton({ courseId }: { courseId: number }) {
  const [open, setOpen] = useState(false);
  const feedback = useCourseFeedback(courseId);
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
        error={feedback.isError ? `The feedback could not be loaded: ${errorMessage(feedback.error)}` : null}
      />
    </>
  );
}
