import type { AuthUser, SessionTime } from '@cpe/contract';
import { browserStorage, readJson } from '../browser-storage.ts';
import { createStore } from '../store.ts';

/**
 * The signed-in session as the browser keeps it (in browser storage, with its time-outs):
 * the token in session storage (kept across reload), the user with roles and
 * permissions and the session times in local storage.
 */
export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  sessionTime: SessionTime | null;
  /** 'Forgot Password' after a registration or reset link: the password changes without the old one. */
  personAccountStatus: string | null;
}

const KEYS = {
  token: 'cpe.token',
  user: 'cpe.user',
  sessionTime: 'cpe.sessionTime',
  status: 'cpe.accountStatus',
  deepLink: 'cpe.deepLink',
};

function restore(): SessionState {
  const token = browserStorage.getSession(KEYS.token);
  // Without the token (a new tab) the stored user means nothing.
  if (!token) return { token: null, user: null, sessionTime: null, personAccountStatus: null };
  return {
    token,
    user: readJson<AuthUser>(browserStorage.getLocal(KEYS.user)),
    sessionTime: readJson<SessionTime>(browserStorage.getLocal(KEYS.sessionTime)),
    personAccountStatus: browserStorage.getSession(KEYS.status),
  };
}

export const sessionStore = createStore<SessionState>(restore());

sessionStore.subscribe(() => {
  const s = sessionStore.get();
  browserStorage.setSession(KEYS.token, s.token);
  browserStorage.setSession(KEYS.status, s.personAccountStatus);
  browserStorage.setLocal(KEYS.user, s.user ? JSON.stringify(s.user) : null);
  browserStorage.setLocal(KEYS.sessionTime, s.sessionTime ? JSON.stringify(s.sessionTime) : null);
});

export function isSignedIn(s: SessionState = sessionStore.get()): boolean {
  return Boolean(s.token && s.user);
}

export function clearSession(): void {
  sessionStore.set({ token: null, user: null, sessionTime: null, personAccountStatus: null });
}

// The page a user logs out from is not a deep link: the guards see them signed out on it
// for a moment, and the next person to sign in here must not land there.
let leftByLogout: string | null = null;

/** The path to return to after login (saved when the session ends). */
export const deepLink = {
  save(path: string) {
    if (path !== leftByLogout && !path.startsWith('/login')) browserStorage.setSession(KEYS.deepLink, path);
  },
  /** Logout from `path`: forget any deep link, and never save this one, until `release()` (the login page shows). */
  hold(path: string) {
    leftByLogout = path;
    browserStorage.setSession(KEYS.deepLink, null);
  },
  release() {
    leftByLogout = null;
  },
  take(): string | null {
    const path = browserStorage.getSession(KEYS.deepLink);
    browserStorage.setSession(KEYS.deepLink, null);
    // Only a path of this application, never another origin.
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  },
};
