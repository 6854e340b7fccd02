import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading spinner (one of the shell's parts). */
export function LoadingSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
