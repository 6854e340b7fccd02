import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import AccountCard from './AccountCard.tsx';

/** What the previous screen passes along in the navigation state. */
export interface CheckEmailState {
  /** The address just registered. */
  email?: string;
  /** The server's answer to a reset request (it never says whether the account exists). */
  message?: string;
}

/** /checkEmail: after registering or asking for a reset, the next step is the link in the e-mail. */
export default function CheckEmailScreen() {
  const state = (useLocation().state ?? {}) as CheckEmailState;
  const text =
    state.message ??
    (state.email
      ? `We sent an e-mail to ${state.email}. Open the link in it to set your password.`
      : 'We sent you an e-mail. Open the link in it to continue.');
  return (
    <AccountCard title="Check your e-mail">
      <Typography role="status">{text}</Typography>
      <Typography variant="body2" color="text.secondary">
        The link can be used once. If it does not arrive, check your spam folder or ask for a new one.
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
