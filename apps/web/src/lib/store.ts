import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value for browser-wide state that lives outside React
 * (session, tenant settings): modules update it, components subscribe with useStore.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Every store with its first value, for the web tests only: they share one module graph per
 * worker (Vitest's isolate: false), so a test file would otherwise start with the values the
 * previous file left. `resetStores()` puts them back, as a fresh page load would.
 */
const created: { reset(): void }[] = [];

export function resetStores(): void {
  for (const store of created) store.reset();
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  created.push({ reset: () => store.set(initial) });
  const store: Store<T> = {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
