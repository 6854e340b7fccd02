import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** False keeps the submit button disabled (an invalid or unchanged form). */
  canSubmit?: boolean;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** A dialog holding one form (at most 600 px wide): its fields, Cancel, and the submit button. */
export function FormDialog({ open, title, submitLabel, submitting, canSubmit = true, onClose, onSubmit, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={submitting || !canSubmit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
