import { type ComponentType, createElement, lazy, type ReactElement, useEffect, useState } from 'react';

const RELOAD_KEY = 'cpe.chunkReloadAt';
/** Chunk-reload guard: at most one reload a minute. */
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
 *
 * A screen whose chunk has arrived renders at once, without suspending: React 19 holds back
 * the content of a Suspense boundary that showed its fallback for up to 300 ms (its reveal
 * throttle), which a preloaded chunk should not pay. Each mount keeps the component it started
 * with, so a mounted screen never switches type (and loses its state) when the chunk arrives.
 */
/** A lazy screen: `settled()` once its chunk has arrived or failed, `ready()` to wait for that. */
export type LazyScreen<P extends object = object> = ((props: P) => ReactElement) & {
  preload(): void;
  settled(): boolean;
  ready(): Promise<unknown>;
};

export function lazyScreen<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        failed = true;
        if (reloadForChunkError()) return new Promise<never>(() => {}); // the page is reloading
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  function LazyScreen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  const settle = () => load().catch(() => undefined);
  return Object.assign(LazyScreen, {
    preload: () => void settle(),
    settled: () => loaded !== undefined || failed,
    ready: settle,
  });
}

/**
 * Whether these screens' chunks have arrived (or failed: the screen then throws to the error
 * boundary as it renders). Until then the caller shows its own spinner rather than a Suspense
 * fallback, whose reveal React would hold back (see lazyScreen).
 */
export function useScreensSettled(screens: readonly { settled?(): boolean; ready?(): Promise<unknown> }[]): boolean {
  const settled = screens.every((s) => s.settled?.() ?? true);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (settled) return;
    let live = true;
    void Promise.all(screens.map((s) => s.ready?.())).then(() => live && arrived((n) => n + 1));
    return () => {
      live = false;
    };
  });
  return settled;
}
