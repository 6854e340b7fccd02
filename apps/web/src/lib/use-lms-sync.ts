import { useCallback, useRef, useState } from 'react';
import { showAlert } from './shell/alert-store.ts';
import { useUnmountSignal } from './use-unmount-signal.ts';

/**
 * One LMS sync of a record, run under the overlay 'Syncing data from {LMS}': the
 * hook owns what every record's sync shares — the overlay, which is cleared in all cases;
 * leaving the record stops the sync (its signal aborts, and nothing more is said); a
 * failure nobody handled goes to the alert bar as `failure(error)`. The record type gives
 * the protocol: `run(signal, overlayDone)` starts the request, polls (pollUntil with the
 * record's interval) and reloads; it may clear the overlay early with `overlayDone()`.
 */
export function useLmsSync(run: (signal: AbortSignal, overlayDone: () => void) => Promise<void>, failure: (error: unknown) => string) {
  const [syncing, setSyncing] = useState(false);
  const unmounted = useUnmountSignal();
  // The latest protocol, so that `start` stays one function across renders.
  const latest = useRef({ run, failure });
  latest.current = { run, failure };

  const start = useCallback(async () => {
    const signal = unmounted();
    setSyncing(true);
    try {
      await latest.current.run(signal, () => setSyncing(false));
    } catch (error) {
      if (!signal.aborted) showAlert(latest.current.failure(error), 'error');
    } finally {
      if (!signal.aborted) setSyncing(false);
    }
  }, [unmounted]);

  return { syncing, start };
}
