import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useStore } from '../../lib/store.ts';
import { ALERT_DISMISS_MS, alertStore, dismissAlert } from './alert-store.ts';

/** The dismissible alert bar: success and error messages of every screen. */
export default function AlertBar() {
  const alert = useStore(alertStore);
  return (
    <Snackbar
      key={alert?.id}
      open={alert !== null}
      autoHideDuration={ALERT_DISMISS_MS}
      onClose={(_, reason) => reason !== 'clickaway' && dismissAlert()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={alert?.severity ?? 'info'} onClose={dismissAlert} variant="filled" role="alert">
        {alert?.message}
      </Alert>
    </Snackbar>
  );
}
