import { calls, MESSAGES } from '@cpe/contract';
import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../lib/call.ts';
import { refStore } from '../../lib/reference/ref-store.ts';
import { logOut } from '../../lib/session/session-actions.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { showAlert } from '../../lib/shell/alert-store.ts';
import { useStore } from '../../lib/store.ts';

/** The user menu: Home, Help, Privacy Policy, the user's display id, Logout. */
export function UserMenu({ onOpenSettings, onOpenPrivacy }: { onOpenSettings(): void; onOpenPrivacy(): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { user } = useStore(sessionStore);
  const { settings } = useStore(refStore);
  const close = () => setAnchor(null);
  const staff = (user?.roles ?? []).some((r) => r !== 'Learner');

  const openHelp = async () => {
    close();
    // Open the tab now, while the click still counts as a user gesture; fill it when the url arrives.
    const tab = window.open('', '_blank');
    try {
      const { url } = await call(calls.tenantHelp, { body: { link_type: staff ? 'admin' : 'learner' } });
      if (tab) tab.location.href = url;
    } catch (e) {
      tab?.close();
      showAlert(e instanceof Error ? e.message : MESSAGES.unexpectedError, 'error');
    }
  };

  return (
    <>
      <IconButton color="inherit" aria-label="User menu" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void navigate('/');
          }}
        >
          Home
        </MenuItem>
        <MenuItem onClick={() => void openHelp()}>Help</MenuItem>
        {settings.privacyPolicy && (
          <MenuItem
            onClick={() => {
              close();
              onOpenPrivacy();
            }}
          >
            Privacy Policy
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onOpenSettings();
          }}
        >
          {user?.display_id || 'Welcome'}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logOut();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
