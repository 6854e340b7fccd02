import { calls, type LoginResponse } from '@cpe/contract';
import { configureApi } from '../api-client.ts';
import { call } from '../call.ts';
import { navigateTo } from '../navigation.ts';
import { queryClient } from '../query-client.ts';
import { loadRefs, refStore } from '../reference/ref-store.ts';
import { proxyStore } from './proxy-store.ts';
import { clearSession, deepLink, isSignedIn, sessionStore } from './session-store.ts';
import { SessionTimers } from './session-timers.ts';

let timers: SessionTimers | null = null;

/** Every call is made as the session's user; a refused token ends the session. */
export function connectApiToSession(): void {
  configureApi({
    token: () => sessionStore.get().token,
    userId: () => sessionStore.get().user?.person_id ?? null,
    onLoginRequired: () => endSession(),
  });
}
connectApiToSession();

/** Signs in and loads the full reference data; the caller then goes to the deep link or home. */
export async function signIn(username: string, password: string): Promise<LoginResponse['user']> {
  const res = await call(calls.login, { body: { username, password } });
  acceptSession(res);
  await loadRefs(false);
  return res.user;
}

/** A session from login or from a registration or reset link. */
export function acceptSession(res: LoginResponse): void {
  // Another person's session may have been open in this tab (a link opened while signed in).
  queryClient.clear();
  sessionStore.set({ token: res.token, user: res.user, sessionTime: res.session, personAccountStatus: res.personAccountStatus });
  startTimers();
}

export async function refreshToken(): Promise<boolean> {
  try {
    const res = await call(calls.validToken);
    sessionStore.set((s) => ({ ...s, token: res.token, sessionTime: res.session }));
    return true;
  } catch {
    return false;
  }
}

/** Starts the session timers for the stored session (after login, or on page load). */
export function startTimers(): void {
  timers?.stop();
  const { sessionTime } = sessionStore.get();
  if (!isSignedIn() || !sessionTime) return;
  timers = new SessionTimers(sessionTime, { refresh: refreshToken, expire: () => endSession(), now: () => Date.now() });
  timers.start();
}

/** Stops the session timers (also for the web tests, between files that share this module). */
export function stopTimers(): void {
  timers?.stop();
  timers = null;
}

function resetState(): void {
  stopTimers();
  clearSession();
  queryClient.clear();
}

/** The user chose Logout: the server revokes the session, then the login page. */
export async function logOut(): Promise<void> {
  // Logout while acting for someone ends the proxy session and returns to the administrator's own.
  if (proxyStore.get()) {
    await call(calls.stopProxy).catch(() => undefined);
    returnToAdministrator();
    return;
  }
  // Held before the call: a request refused meanwhile (the session is revoked) saves no link.
  deepLink.hold(window.location.pathname + window.location.search);
  await call(calls.logout).catch(() => undefined);
  resetState();
  leave();
}

/**
 * The session ended without the user asking (time-out, refused token):
 * keep the current path as a deep link, reset state, and leave.
 */
export function endSession(): void {
  if (!isSignedIn()) return;
  // A proxy session that ends (its hour is over) returns to the administrator's own session.
  if (proxyStore.get()) {
    returnToAdministrator();
    return;
  }
  deepLink.save(window.location.pathname + window.location.search);
  resetState();
  leave();
}

/**
 * Back to the administrator's own session, kept aside while they acted for someone (ADR 0039);
 * the proxy session's cached answers go with it. When that session has ended meanwhile, its
 * own timers and the first refused call end it as usual.
 */
export function returnToAdministrator(): void {
  const proxy = proxyStore.get();
  if (!proxy) return;
  proxyStore.set(null);
  queryClient.clear();
  sessionStore.set(proxy.administrator);
  startTimers();
  navigateTo('/admin/proxy');
}

/** To the tenant's external logout location when it is set and is not this product, else /login. */
function leave(): void {
  const external = refStore.get().settings.externalLogoutLocation;
  if (external && isExternal(external)) window.location.assign(external);
  else navigateTo('/login');
}

function isExternal(location: string): boolean {
  try {
    const url = new URL(location, window.location.href);
    return url.origin !== window.location.origin && /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}
