import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../page/LoadingSpinner.tsx';
import { EmptyState } from '../page/PageSection.tsx';
import { FeedbackEntry } from './FeedbackEntry.tsx';
import type { SummarySection } from './review-summary.ts';

interface ReviewSummaryDialogProps {
  open: boolean;
  onClose(): void;
  sections: readonly SummarySection[] | undefined;
  error?: string | null;
  /** The record in a sentence: 'No feedback has been left on this course.' */
  noun?: string;
}

/** The feedback summary dialog: all feedback of the record by feedback section. */
export function ReviewSummaryDialog({ open, onClose, sections, error, noun = 'course' }: ReviewSummaryDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="review-summary-title" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="review-summary-title">Review Summary</DialogTitle>
      <DialogContent dividers>
        {error && <EmptyState>{error}</EmptyState>}
        {!error && !sections && <LoadingSpinner label="Loading feedback" />}
        {sections?.length === 0 && <EmptyState>{`No feedback has been left on this ${noun}.`}</EmptyState>}
        {sections?.map((s) => (
          <Box component="section" key={s.section} aria-label={s.section} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle1">
              {s.section}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {s.items.map((item, i) => (
                <FeedbackEntry key={item.id ?? i} item={item} />
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
