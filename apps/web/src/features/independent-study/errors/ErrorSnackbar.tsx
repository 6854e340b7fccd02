import Snackbar from '@mui/material/Snackbar';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ALERT_DISMISS_MS } from '../../../lib/shell/alert-store.ts';

/** The message verbatim (its spelling): the snackbar of the independent study and program layouts. */
export const LAYOUT_ERROR_TEXT = 'An error occured.';

/**
 * The independent study layouts' error snackbar ('An error occured.' in the
 * independent study layout'): while the screen is shown, any load or write that fails — the
 * study's, a program's, or a course step's inside the study — opens it. A request cancelled
 * because the screen moved on is not a failure. The alert bar still says what went wrong.
 */
export function ErrorSnackbar() {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const failed = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && !isCancelledError(event.action.error)) setOpen(true);
    };
    const stopQueries = client.getQueryCache().subscribe(failed);
    const stopMutations = client.getMutationCache().subscribe(failed);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
  return (
    <Snackbar
      open={open}
      autoHideDuration={ALERT_DISMISS_MS}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message={LAYOUT_ERROR_TEXT}
      data-testid="layout-error"
    />
  );
}
