import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface Props {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  /** The confirm button's colour: 'error' (the default) for what removes or clears. */
  tone?: 'error' | 'primary';
  onConfirm(): void;
  onClose(): void;
}

/** An action's confirmation, shared by the screens; Cancel has the focus, so Enter never removes by accident. */
export function ConfirmDialog({ title, text, confirm, busy, tone = 'error', onConfirm, onClose }: Props) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color={tone} variant="contained" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
