import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Top progress bar: 5 px, shown after 200 ms of loading, for at most 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function ProgressBar() {
  const busy = useIsFetching() + useIsMutating() > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    const hide = setTimeout(() => setVisible(false), PROGRESS_THROTTLE_MS + PROGRESS_DURATION_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [busy]);
  if (!visible) return null;
  return <LinearProgress aria-label="Loading" sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 5, zIndex: 2000 }} />;
}
