import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createPortal } from 'react-dom';
import { ALERT_DISMISS_MS, alertStore, dismissAlert } from '../../lib/shell/alert-store.ts';
import { useOpenModal } from '../../lib/shell/open-modal.ts';
import { useStore } from '../../lib/store.ts';

/**
 * The dismissible alert bar: success and error messages of every screen. It shows at
 * the bottom, where it covers neither the page's heading nor an open dialog's title.
 * While a dialog is open it is rendered inside it, where screen readers still hear it.
 */
export default function AlertBar() {
  const alert = useStore(alertStore);
  const modal = useOpenModal();
  const bar = (
    <Snackbar
      key={alert?.id}
      open={alert !== null}
      autoHideDuration={ALERT_DISMISS_MS}
      onClose={(_, reason) => reason !== 'clickaway' && dismissAlert()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={alert?.severity ?? 'info'} onClose={dismissAlert} variant="filled" role="alert">
        {alert?.message}
      </Alert>
    </Snackbar>
  );
  return modal ? createPortal(bar, modal) : bar;
}
