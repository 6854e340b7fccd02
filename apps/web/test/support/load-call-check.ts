import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { setNavigator } from '../../src/lib/navigation.ts';
import { queryClient } from '../../src/lib/query-client.ts';
import { connectApiToSession, stopTimers } from '../../src/lib/session/session-actions.ts';
import { deepLink } from '../../src/lib/session/session-store.ts';
import { resetStores } from '../../src/lib/store.ts';

// Every web test file starts with the answer check (src/lib/call-check.ts) loaded, as a
// development page does once it is up: the first call's answer must not wait on the module
// loading, which a test with fake timers cannot advance.
await import('../../src/lib/call-check.ts');

// `findBy…` and `waitFor` give up after 1 s by default: on a loaded 2-core machine a debounced
// search and its answer took longer (CI, 2026-12-03). Five seconds; what never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// The web project runs without isolation (isolate: false in vitest.config.ts): the files of a
// worker share one jsdom window and one module graph, and this file runs again before each of
// them. So at the end of each file, put back what a fresh page would have: nothing mounted (Testing
// Library unmounts only with Vitest's globals on), real timers and globals, the app's module-level
// state (stores, session timers, the shared query client, the API identity as the session module
// sets it, which this file loads as the app does, the navigator) and the browser's.
afterAll(() => {
  // Files under `@vitest-environment node` have no window, and nothing of the page to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  stopTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  queryClient.clear();
  resetStores();
  deepLink.release();
  connectApiToSession();
  setNavigator();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
