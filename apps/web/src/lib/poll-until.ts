/** Polling rule (1000 ms): how often a background status is asked for unless the spec says otherwise. */
export const POLL_INTERVAL_MS = 1000;
/** Class status rule: a class's LMS sync status is asked for every 3 seconds. */
export const CLASS_STATUS_POLL_MS = 3000;
/** The wait (3 s) after a course sync before the course reloads. */
export const SYNC_RELOAD_DELAY_MS = 3000;
/** Every poll stops after this many calls (ten minutes at 3 s) rather than spin forever on a request the LMS lost. */
export const MAX_POLL_ATTEMPTS = 200;

/** The poll gave up: `maxAttempts` calls or `timeoutMs` passed without `done`. */
export class PollTimeoutError extends Error {
  constructor(readonly attempts: number) {
    super(`Gave up polling after ${attempts} attempts`);
    this.name = 'PollTimeoutError';
  }
}

/** The poll's signal was aborted (the screen that asked is gone). */
export class PollAbortedError extends Error {
  constructor() {
    super('Polling aborted');
    this.name = 'PollAbortedError';
  }
}

/** A wait that ends early when the signal aborts; setTimeout, so fake timers drive it in tests. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new PollAbortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new PollAbortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface PollOptions {
  /** Between one answer and the next call; POLL_INTERVAL_MS unless given. */
  intervalMs?: number;
  /** At most this many calls (the first included); MAX_POLL_ATTEMPTS unless given. */
  maxAttempts?: number;
  /** Or stop once this long has passed since the first call. */
  timeoutMs?: number;
  /** Stops the waiting: the poll rejects with PollAbortedError. */
  signal?: AbortSignal;
}

/**
 * Calls `fn` until `done(answer)` holds and resolves with that answer. The first call is
 * immediate; each next one waits `intervalMs` after the previous answer, so slow answers
 * never overlap. It is always bounded: after `maxAttempts` calls (or `timeoutMs`) it
 * rejects with PollTimeoutError. A call that fails rejects the poll with its error.
 */
export async function pollUntil<T>(fn: () => Promise<T>, done: (answer: T) => boolean, options: PollOptions = {}): Promise<T> {
  const { intervalMs = POLL_INTERVAL_MS, maxAttempts = MAX_POLL_ATTEMPTS, timeoutMs, signal } = options;
  const deadline = timeoutMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw new PollAbortedError();
    const answer = await fn();
    if (signal?.aborted) throw new PollAbortedError();
    if (done(answer)) return answer;
    if (attempt >= maxAttempts || Date.now() + intervalMs > deadline) throw new PollTimeoutError(attempt);
    await sleep(intervalMs, signal);
  }
}

/** What `pollingInterval` reads of a TanStack query (structural, so no query type is needed here). */
interface PolledQuery<T> {
  state: { data: T | undefined; dataUpdateCount: number; status: 'pending' | 'error' | 'success' };
}

/**
 * A TanStack Query `refetchInterval` for a status a screen shows as it changes (the polling rule:
 * "Background polling every 1 second until done"): every `intervalMs` until `done` holds of
 * the answer, and bounded like pollUntil (MAX_POLL_ATTEMPTS answers). A failed answer stops it
 * (the screen shows the error). A later refetch of the query (an invalidation) that is not
 * done starts it again. A flow that only waits for the end uses pollUntil instead.
 */
export function pollingInterval<T>(done: (answer: T) => boolean, intervalMs = POLL_INTERVAL_MS) {
  return (query: PolledQuery<T>): number | false => {
    const { data, dataUpdateCount, status } = query.state;
    if (status === 'error' || dataUpdateCount >= MAX_POLL_ATTEMPTS) return false;
    return data !== undefined && done(data) ? false : intervalMs;
  };
}
