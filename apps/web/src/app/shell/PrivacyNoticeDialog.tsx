import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { refStore } from '../../lib/reference/ref-store.ts';
import { useStore } from '../../lib/store.ts';

/** The privacy notice dialog: the tenant's privacy policy text. */
export function PrivacyNoticeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { settings } = useStore(refStore);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="privacy-title" fullWidth>
      <DialogTitle id="privacy-title">Privacy Policy</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{settings.privacyPolicy}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
