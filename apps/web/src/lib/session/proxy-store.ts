import { browserStorage, readJson } from '../browser-storage.ts';
import { createStore } from '../store.ts';
import type { SessionState } from './session-store.ts';

/**
 * While an administrator acts on behalf of someone (/admin/proxy, ADR 0039): their own session,
 * kept aside in session storage (this tab only, gone with it), and whom they act for. The
 * session store meanwhile holds the proxy session, so every call is made as that person.
 */
export interface ProxyState {
  administrator: SessionState;
  administratorName: string;
  personName: string;
  endsAt: string;
}

const KEY = 'cpe.proxy';

export const proxyStore = createStore<ProxyState | null>(readJson<ProxyState>(browserStorage.getSession(KEY)));

proxyStore.subscribe(() => {
  const s = proxyStore.get();
  browserStorage.setSession(KEY, s ? JSON.stringify(s) : null);
});

export function isProxying(): boolean {
  return proxyStore.get() !== null;
}
