import { ROLES } from '@cpe/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { logOut } from '../../lib/session/session-actions.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';

/**
 * /active-maintenance: shown on every route while the tenant's maintenance flag is on (the maintenance
 * Guards). Signed out, an administrator may sign in; the Educe ACC Administrator, guarded like
 * everyone else, is offered /system, the one page open to them, to turn it off (ADR 0053).
 */
export default function MaintenanceScreen() {
  const { user } = useStore(sessionStore);
  const accAdmin = user?.roles.includes(ROLES.accAdmin) ?? false;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Maintenance
      </Typography>
      <Typography>The application is under maintenance. Please try again later.</Typography>
      {accAdmin && (
        <Link component={RouterLink} to="/system">
          Turn maintenance off
        </Link>
      )}
      {!user && (
        <Link component={RouterLink} to="/login">
          Administrator sign-in
        </Link>
      )}
      {user && (
        <Button variant="outlined" onClick={() => void logOut()} sx={{ alignSelf: 'flex-start' }}>
          Logout
        </Button>
      )}
    </Stack>
  );
}
