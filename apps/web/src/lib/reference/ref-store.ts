import { calls, REF_MUTATIONS, type SessionTime, type TenantSettings, type ThemeColors } from '@cpe/contract';
import { call } from '../call.ts';
import { createStore } from '../store.ts';

/**
 * Tenant reference data (the tenant reference settings), loaded through
 * GET /sys-config/get-refs-by-user as { mutation, data } entries, each applied
 * to this store. Before sign-in only the branding part is loaded.
 */
export interface RefState {
  loaded: 'none' | 'branding' | 'full';
  tenant: { subdomain: string; name: string } | null;
  theme: ThemeColors | null;
  assets: Record<string, string>;
  settings: Partial<TenantSettings>;
  sessionTime: SessionTime | null;
}

export const refStore = createStore<RefState>({ loaded: 'none', tenant: null, theme: null, assets: {}, settings: {}, sessionTime: null });

/** Mutation name → setting key, the inverse of REF_MUTATIONS for the settings. */
const SETTING_BY_MUTATION = new Map<string, string>(Object.entries(REF_MUTATIONS).map(([key, mutation]) => [mutation, key]));

export function applyRefEntries(entries: { mutation: string; data: unknown }[], loaded: 'branding' | 'full'): void {
  refStore.set((prev) => {
    // Branding entries arriving after the full set (a late answer) must not lower the level.
    const next: RefState = { ...prev, loaded: prev.loaded === 'full' ? 'full' : loaded, settings: { ...prev.settings } };
    for (const { mutation, data } of entries) {
      if (mutation === REF_MUTATIONS.tenant) next.tenant = data as RefState['tenant'];
      else if (mutation === REF_MUTATIONS.themeColors) next.theme = data as ThemeColors | null;
      else if (mutation === REF_MUTATIONS.assets) next.assets = (data as Record<string, string>) ?? {};
      else if (mutation === REF_MUTATIONS.sessionTime) next.sessionTime = data as SessionTime;
      else {
        const key = SETTING_BY_MUTATION.get(mutation);
        if (key) (next.settings as Record<string, unknown>)[key] = data;
      }
    }
    return next;
  });
}

export async function loadRefs(brandingOnly: boolean): Promise<void> {
  const entries = await call(calls.getRefsByUser, { query: { get_branding_only: brandingOnly ? 'true' : 'false' } });
  applyRefEntries(entries, brandingOnly ? 'branding' : 'full');
}

/** Reference-data retry: 1000 ms; user administration re-checks every 100 ms. */
export const REFS_RETRY_MS = 1000;
export const REFS_RETRY_USER_ADMIN_MS = 100;

/**
 * Resolves once reference data of the wanted level is loaded, asking again every
 * `intervalMs` while the call fails (the server may be starting).
 */
export function waitForRefs(level: 'branding' | 'full', intervalMs = REFS_RETRY_MS): Promise<void> {
  const ready = () => refStore.get().loaded === 'full' || refStore.get().loaded === level;
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const attempt = () => {
      loadRefs(level === 'branding').then(
        () => (ready() ? resolve() : setTimeout(attempt, intervalMs)),
        () => setTimeout(attempt, intervalMs),
      );
    };
    attempt();
  });
}
