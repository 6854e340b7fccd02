import { MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/page/LoadingSpinner.tsx';
import { ChangePasswordForm } from '../../components/password/ChangePasswordForm.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { refStore } from '../../lib/reference/ref-store.ts';
import { acceptSession } from '../../lib/session/session-actions.ts';
import { deepLink, isSignedIn, sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';
import AccountCard from './AccountCard.tsx';
import { exchangeLinkToken } from './link-exchange.ts';

/**
 * The screens an e-mailed link opens (registration → /password, reset →
 * /resetPassword, both with ?token=). The single-use token is exchanged for a
 * session (POST /auth/link, personAccountStatus 'Forgot Password'), then the
 * user sets a password without the old one.
 */
export function SetPasswordFlow({ title }: { title: string }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useStore(sessionStore);
  const { settings } = useStore(refStore);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const heading = (location.state as { title?: string } | null)?.title ?? title;

  useEffect(() => {
    // The token works once: every mount shares one exchange (link-exchange.ts); only the mounted one acts on it.
    if (!token) return;
    let mounted = true;
    exchangeLinkToken(token).then(
      (res) => {
        if (!mounted) return;
        acceptSession(res);
        // Drop the token from the address bar and history. /password is open to signed-in
        // users, unlike the guest-only /resetPassword, so the new session may stay there.
        void navigate('/password', { replace: true, state: { title } });
      },
      (e: unknown) => {
        if (!mounted) return;
        if (e instanceof ApiError && e.status === 400) void navigate('/tokenExpired', { replace: true });
        else setError(e instanceof ApiError ? e.message : MESSAGES.unexpectedError);
      },
    );
    return () => {
      mounted = false;
    };
  }, [token, title, navigate]);

  if (token) {
    return (
      <AccountCard title={heading}>
        {error ? <Alert severity="error">{error}</Alert> : <LoadingSpinner label="Checking your link" />}
      </AccountCard>
    );
  }
  if (!isSignedIn(session)) return <Navigate to="/tokenExpired" replace />;
  if (saved) {
    return (
      <AccountCard title={heading}>
        <Alert severity="success" role="status">
          {MESSAGES.passwordUpdated}
        </Alert>
        <Button variant="contained" onClick={() => void navigate(deepLink.take() ?? '/', { replace: true })}>
          Continue
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={heading} intro={settings.passwordComplexityMessage}>
      <ChangePasswordForm onSaved={() => setSaved(true)} />
    </AccountCard>
  );
}
