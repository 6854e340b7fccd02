import { MESSAGES } from '@cpe/contract';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import AccountCard from './AccountCard.tsx';

/** /tokenExpired: a registration or reset link was unknown, already used or too old. */
export default function TokenExpiredScreen() {
  return (
    <AccountCard title="Link Expired">
      <Typography role="alert">{MESSAGES.linkInvalid}</Typography>
      <Typography variant="body2" color="text.secondary">
        Each link works once and for a limited time. Ask for a new one to set your password.
      </Typography>
      <Link component={RouterLink} to="/forgotPassword">
        Send a new link
      </Link>
      <Link component={RouterLink} to="/login">
        Back to Login
      </Link>
    </AccountCard>
  );
}
