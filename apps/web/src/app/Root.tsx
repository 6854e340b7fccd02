import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { SkipLink } from '../components/SkipLink.tsx';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { refStore } from '../lib/reference/ref-store.ts';
import { startTimers } from '../lib/session/session-actions.ts';
import { alertStore } from '../lib/shell/alert-store.ts';
import { useStore } from '../lib/store.ts';
import { useFocusHeadingOnNavigation } from './shell/page-focus.ts';
import { tenantTheme } from './theme.ts';

// Loaded with the first alert: the snackbar's code stays off the login page's first load.
const AlertBar = lazyScreen(() => import('./shell/AlertBar.tsx'));

/**
 * Providers that need the router: the tenant's theme, the alert bar, the session timers;
 * and, for keyboard users, the skip link and the focus on each new page's heading.
 */
export function Root() {
  const { theme } = useStore(refStore);
  const muiTheme = useMemo(() => tenantTheme(theme), [theme]);
  useEffect(() => startTimers(), []);
  useFocusHeadingOnNavigation();
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <SkipLink />
      <Outlet />
      <LazyAlertBar />
      <TitleFromTenant />
    </ThemeProvider>
  );
}

function LazyAlertBar() {
  const alert = useStore(alertStore);
  const shown = useRef(false);
  if (alert) shown.current = true;
  // Once loaded it stays mounted, so that its closing transition can run.
  if (!shown.current) return null;
  return (
    <Suspense fallback={null}>
      <AlertBar />
    </Suspense>
  );
}

/** The document title names the tenant once its branding is known. */
function TitleFromTenant() {
  const { tenant } = useStore(refStore);
  useEffect(() => {
    if (tenant?.name) document.title = tenant.name;
  }, [tenant?.name]);
  return null;
}

/** `?action=changePassword` opens User Settings on load; the shell reads this. */
export function useChangePasswordAction(): [boolean, () => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get('action') === 'changePassword';
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('action');
    void navigate({ search: next.toString() }, { replace: true });
  };
  return [open, close];
}
