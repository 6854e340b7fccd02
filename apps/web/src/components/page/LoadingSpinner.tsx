import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading spinner (spec §2 'Other screen parts'). */
export function LoadingSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
