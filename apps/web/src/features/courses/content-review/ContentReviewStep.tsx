import type { CourseResponse } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { ReviewDayTable } from './ReviewDayTable.tsx';
import { ReviewerDialog, type ReviewerTarget } from './ReviewerDialog.tsx';
import { type ReviewDay, type Reviewer, useRemoveReviewer, useReviewStatus, useUpdateReviewer } from './review-api.ts';

/** Who may not review a day: a developer of one of its modules, or someone already reviewing it. */
export function reviewExclusions(day: ReviewDay): number[] {
  return [...new Set([...day.developer_ids, ...day.reviewers.map((r) => r.reviewer_id)])];
}

/** Content Review: reviewers per agenda day with attestation, dates and notes, and the finalization date. */
export default function ContentReviewStep({ course }: { course: CourseResponse }) {
  const courseId = course.courseHeader.id;
  const editable = course.abilities.editContentReview;
  const status = useReviewStatus(courseId);
  const update = useUpdateReviewer(courseId);
  const remove = useRemoveReviewer(courseId);
  const [dialog, setDialog] = useState<ReviewerTarget | null>(null);
  const [removing, setRemoving] = useState<Reviewer | null>(null);

  return (
    <PageSection title="Content Review">
      <QueryView query={status}>
        {(data) => (
          <>
            <Typography variant="body2" gutterBottom>
              {data.required ? 'Content review is required for this course.' : 'Content review is not required for this course.'}
            </Typography>
            <Typography variant="body2" gutterBottom>
              Finalization date: <span data-testid="finalization-date">{formatDisplayDate(data.finalizationDate) || '----'}</span>
            </Typography>
            {data.days.length === 0 && <EmptyState>The agenda has no days to review yet.</EmptyState>}
            {data.days.map((day) => (
              <Box component="section" key={day.day} aria-labelledby={`review-day-${day.day}`} sx={{ mt: 2 }}>
                <Typography component="h2" variant="h6" id={`review-day-${day.day}`}>
                  Day {day.day}
                </Typography>
                <ReviewDayTable
                  day={day}
                  editable={editable}
                  onAttest={(r, is_attested) => update.mutate({ id: r.id, body: { is_attested } })}
                  onEdit={(reviewer) => setDialog({ mode: 'edit', day: day.day, reviewer })}
                  onRemove={setRemoving}
                />
                {editable && (
                  <Button
                    startIcon={<Add />}
                    onClick={() => setDialog({ mode: 'add', day: day.day, exclude: reviewExclusions(day) })}
                    sx={{ mt: 1 }}
                  >
                    Add reviewer to Day {day.day}
                  </Button>
                )}
              </Box>
            ))}
          </>
        )}
      </QueryView>
      {dialog && <ReviewerDialog courseId={courseId} target={dialog} onClose={() => setDialog(null)} />}
      {removing && (
        <ConfirmDialog
          title="Remove reviewer"
          text={`Remove ${removing.name} as a reviewer?`}
          confirm="Remove"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(removing.id).then(
              () => setRemoving(null),
              () => {},
            )
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </PageSection>
  );
}
