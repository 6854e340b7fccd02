import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The progress of an upload in parts: a labelled bar with its percent, read out as it moves. */
export function UploadProgress({ percent, name }: { percent: number; name: string }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 600 }}>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={id} sx={{ flex: 1 }} />
      <Typography id={id} variant="body2" aria-live="polite" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        Uploading {name}: {percent}%
      </Typography>
    </Box>
  );
}
