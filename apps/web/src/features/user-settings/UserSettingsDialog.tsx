import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ChangePasswordForm } from '../../components/password/ChangePasswordForm.tsx';
import { refStore } from '../../lib/reference/ref-store.ts';
import { proxyStore } from '../../lib/session/proxy-store.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';
import { BiographyPanel } from './BiographyPanel.tsx';
import { UserSettingsForm } from './UserSettingsForm.tsx';

export { BIOGRAPHY_LABELS } from './BiographyPanel.tsx';

/**
 * User Settings: names for everyone; username, e-mail and Change
 * Password for external users; the biography status when the tenant uses biographies.
 * MUI unmounts the content while closed, so every opening starts from the stored user.
 */
export default function UserSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>User Settings</DialogTitle>
      <DialogContent>
        <SettingsContent />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function SettingsContent() {
  const { user } = useStore(sessionStore);
  const { settings } = useStore(refStore);
  // An administrator acting for this person never sees their password form (ADR 0039; the server refuses too).
  const proxying = useStore(proxyStore) !== null;
  const passwordHeadingId = useId();
  if (!user) return null;
  const external = user.external === 1 || user.person_type === 'external';
  const biographyEnabled = (settings.biographyExpiryMonths ?? 0) > 0;
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <UserSettingsForm key={user.person_id} user={user} external={external} proxying={proxying} />
      {biographyEnabled && (
        <section>
          <Typography component="h3" variant="subtitle1">
            Biography
          </Typography>
          <BiographyPanel user={user} />
        </section>
      )}
      {external && !proxying && (
        <>
          <Divider />
          <section aria-labelledby={passwordHeadingId}>
            <Typography id={passwordHeadingId} component="h3" variant="subtitle1" sx={{ mb: 2 }}>
              Change Password
            </Typography>
            <ChangePasswordForm />
          </section>
        </>
      )}
    </Stack>
  );
}
