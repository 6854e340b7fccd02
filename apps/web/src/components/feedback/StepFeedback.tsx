import type { FeedbackItem } from '@cpe/contract';
import AddComment from '@mui/icons-material/AddComment';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTenantTimezone } from '../../lib/reference/use-timezone.ts';
import { FeedbackEntry } from './FeedbackEntry.tsx';
import type { FeedbackWrites } from './feedback-writes.ts';
import { LeaveFeedbackDialog } from './LeaveFeedbackDialog.tsx';
import { ResolveFeedbackDialog } from './ResolveFeedbackDialog.tsx';
import { reviewSummary, type SummaryItem } from './review-summary.ts';

interface StepFeedbackProps {
  writes: FeedbackWrites;
  /** The step's feedback section: its feedback page identifier. */
  page: string;
  feedback: readonly FeedbackItem[];
  canLeave: boolean;
  canResolve: boolean;
}

/**
 * The feedback of the step being shown, for any record that takes feedback: how much
 * is open, the items (unresolved open by default), Leave feedback for reviewers and
 * Resolve (with a note) for those who answer it.
 */
export function StepFeedback({ writes, page, feedback, canLeave, canResolve }: StepFeedbackProps) {
  const timezone = useTenantTimezone();
  const items = useMemo(
    () =>
      reviewSummary(
        feedback.filter((f) => f.page_identifier === page),
        timezone,
      )[0]?.items ?? [],
    [feedback, page, timezone],
  );
  const open = items.filter((i) => !i.resolved).length;
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [resolving, setResolving] = useState<SummaryItem | null>(null);
  const listId = useId();
  if (items.length === 0 && !canLeave) return null;
  const shown = expanded ?? open > 0;
  const summary =
    items.length === 0 ? 'No feedback on this page.' : `Feedback on this page: ${open} unresolved, ${items.length - open} resolved.`;
  return (
    <Paper component="section" variant="outlined" aria-label={`Feedback on ${page}`} sx={{ px: 2, py: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: 1 }} data-testid="step-feedback-summary">
          {summary}
        </Typography>
        {items.length > 0 && (
          <Button size="small" onClick={() => setExpanded(!shown)} aria-expanded={shown} aria-controls={listId} endIcon={<ExpandMore />}>
            {shown ? 'Hide feedback' : 'Show feedback'}
          </Button>
        )}
        {canLeave && (
          <Button size="small" variant="outlined" startIcon={<AddComment />} onClick={() => setLeaving(true)}>
            Leave feedback
          </Button>
        )}
      </Box>
      <Collapse in={shown} id={listId}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, i) => (
            <FeedbackEntry key={item.id ?? i} item={item} onResolve={canResolve ? () => setResolving(item) : undefined} />
          ))}
        </Box>
      </Collapse>
      <LeaveFeedbackDialog writes={writes} page={page} open={leaving} onClose={() => setLeaving(false)} />
      <ResolveFeedbackDialog writes={writes} item={resolving} onClose={() => setResolving(null)} />
    </Paper>
  );
}
