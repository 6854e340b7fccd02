import CheckCircle from '@mui/icons-material/CheckCircle';
import Warning from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SummaryItem } from './review-summary.ts';

/** One feedback item: the note, who left it and when, and its resolution or an optional Resolve button. */
export function FeedbackEntry({ item, onResolve }: { item: SummaryItem; onResolve?: () => void }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, py: 1, alignItems: 'flex-start' }} data-testid="feedback-item">
      {item.resolved ? (
        <CheckCircle color="success" fontSize="small" titleAccess="Resolved" sx={{ mt: 0.25 }} />
      ) : (
        <Warning color="error" fontSize="small" titleAccess="Unresolved" sx={{ mt: 0.25 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {item.field && (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {item.field}:{' '}
            </Box>
          )}
          {item.note}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Submitter: {item.submitter} · {item.submittedOn}
        </Typography>
        {item.resolved ? (
          <Typography variant="caption" color="text.secondary" component="p">
            Resolved by {item.resolver ?? 'unknown'}
            {item.resolvedOn ? ` · ${item.resolvedOn}` : ''}
            {item.resolutionNote ? `: ${item.resolutionNote}` : ''}
          </Typography>
        ) : (
          <Typography variant="caption" color="error" component="p">
            Unresolved
          </Typography>
        )}
      </Box>
      {!item.resolved && onResolve && (
        <Button size="small" onClick={onResolve} aria-label={`Resolve feedback: ${item.note}`}>
          Resolve
        </Button>
      )}
    </Box>
  );
}
