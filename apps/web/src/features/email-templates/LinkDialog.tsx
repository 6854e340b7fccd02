import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The address of a link: http(s), mailto, or a placeholder such as {{link}}; empty removes the link. */
const ALLOWED = /^(https?:\/\/|mailto:|\{\{\s*[a-z_]+\s*\}\}$)/i;

export function LinkDialog({ initial, onSave, onClose }: { initial: string; onSave: (href: string) => void; onClose: () => void }) {
  const [href, setHref] = useState(initial);
  const trimmed = href.trim();
  const error = trimmed !== '' && !ALLOWED.test(trimmed);
  return (
    <Dialog open onClose={onClose} aria-labelledby="template-link-title" fullWidth maxWidth="xs">
      <DialogTitle id="template-link-title">Link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Link address"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          error={error}
          helperText={error ? 'Use an http, https or mailto address, or a placeholder such as {{link}}' : 'Leave empty to remove the link'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={error} onClick={() => onSave(trimmed)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
