import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingSpinner } from '../components/page/LoadingSpinner.tsx';
import { useScreensSettled } from '../lib/lazy-screen.ts';
import { loadRefs, REFS_RETRY_MS, REFS_RETRY_USER_ADMIN_MS, refStore, waitForRefs } from '../lib/reference/ref-store.ts';
import { CurrentRouteContext } from '../lib/routes/current-route.ts';
import type { RouteEntry } from '../lib/routes/route-table.ts';
import { guardRoute } from '../lib/session/guards.ts';
import { deepLink, isSignedIn, sessionStore } from '../lib/session/session-store.ts';
import { useStore } from '../lib/store.ts';
import { isBareLayout, LoginFrame, SCREENS, ShellFrame } from './screens.ts';

/**
 * One route: wait for reference data (the app waits, re-checking every
 * second), run the guards, then show the screen in its layout.
 */
export function GuardedRoute({ route }: { route: RouteEntry }) {
  const session = useStore(sessionStore);
  const refs = useStore(refStore);
  const location = useLocation();
  const signedIn = isSignedIn(session);
  const wanted = signedIn ? 'full' : 'branding';
  const ready = refs.loaded === 'full' || refs.loaded === wanted;

  const Screen = SCREENS[route.screen];
  const Frame = isBareLayout(route.layout) ? LoginFrame : ShellFrame;
  // Fetch the screen's code while reference data loads, not after; show it once both are here.
  Screen.preload();
  Frame.preload();
  const chunksHere = useScreensSettled([Screen, Frame]);

  useEffect(() => {
    // User administration re-checks every 100 ms, everything else every second.
    const retryMs = route.name.startsWith('user-administration') ? REFS_RETRY_USER_ADMIN_MS : REFS_RETRY_MS;
    if (!ready) void waitForRefs(wanted, retryMs);
  }, [ready, wanted, route.name]);

  // Each navigation reads the tenant's branding settings again (the maintenance flag, theme and
  // logo): a user signed in before maintenance was turned on is sent away on their next page.
  // The first page's load is the one above; a failed re-read keeps what is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation (location.key) is the trigger
  useEffect(() => {
    if (ready) loadRefs(true).catch(() => undefined);
  }, [location.key]);

  if (!ready || !chunksHere) return <LoadingSpinner label="Loading" />;
  const decision = guardRoute(route, {
    signedIn,
    roles: session.user?.roles ?? [],
    permissions: new Set(session.user?.permissions ?? []),
    maintenance: Number(refs.settings.maintenance ?? 0),
  });
  if (decision) {
    if (decision.saveDeepLink) deepLink.save(location.pathname + location.search);
    return <Navigate to={decision.redirect} replace />;
  }
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<LoadingSpinner label="Loading" />}>
        <Frame route={route}>
          <Screen />
        </Frame>
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
