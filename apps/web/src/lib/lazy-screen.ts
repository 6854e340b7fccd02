import { type ComponentType, lazy } from 'react';

const RELOAD_KEY = 'cpe.chunkReloadAt';
/** Chunk-reload guard (spec §8, §9): at most one reload a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * A failed chunk load usually means a new version was deployed while the page
 * was open: reload once to fetch the new index, but never loop.
 */
export function reloadForChunkError(now = Date.now()): boolean {
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  window.sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/**
 * React.lazy for a module with a default export, with the chunk-reload guard and
 * `preload()`, which starts fetching the chunk before React asks for it.
 */
export function lazyScreen<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= factory().catch((error: unknown) => {
      loading = undefined;
      if (reloadForChunkError()) return new Promise<never>(() => {}); // the page is reloading
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}
