import type { AgendaModule } from '@cpe/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Reviewers' feedback left on one module: how many, how many open, and each note. */
export function ModuleFeedback({ feedback }: { feedback: AgendaModule['feedback'] }) {
  if (feedback.length === 0) return null;
  const open = feedback.filter((f) => !f.is_resolved).length;
  return (
    <Box component="details" sx={{ mt: 0.5 }}>
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
        Feedback: {feedback.length} ({open} open)
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {feedback.map((f) => (
          <Typography component="li" variant="body2" key={f.id}>
            {f.is_resolved ? 'Resolved' : 'Open'}: {f.feedback_note} ({f.Submitter})
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
