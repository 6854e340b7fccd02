import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

/** The loading dialog: says 'Please Wait' unless told otherwise. */
export function LoadingDialog({ open, message = 'Please Wait' }: { open: boolean; message?: string }) {
  return (
    <Dialog open={open} aria-labelledby="loading-dialog-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography id="loading-dialog-title">{message}</Typography>
      </DialogContent>
    </Dialog>
  );
}
