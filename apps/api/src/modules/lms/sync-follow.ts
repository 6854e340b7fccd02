import type { LmsConnector, LmsTicketStatus } from './connector.ts';
import { LmsError } from './connector.ts';
import type { SyncLease } from './sync-lease.ts';

const POLL_MS = 250;
const GIVE_UP_MS = 120_000;

export type Followed =
  | { outcome: 'processed'; status: LmsTicketStatus }
  /** The queue could not be read, or the LMS took too long: the message says which. */
  | { outcome: 'unreadable'; message: string }
  /** The process is stopping: the run gives the request back. */
  | { outcome: 'stopped' }
  /** Another run has taken the request over. */
  | { outcome: 'lost' };

/** Waits, or less when the process stops. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Polls a ticket until the LMS has processed it, writing the queue's counts (and renewing the lease) as it goes. */
export async function followTicket(lms: LmsConnector, ticket: string, lease: SyncLease, signal: AbortSignal): Promise<Followed> {
  const started = Date.now();
  for (;;) {
    if (signal.aborted) return { outcome: 'stopped' };
    let status: LmsTicketStatus;
    try {
      status = await lms.ticketStatus(ticket);
    } catch (err) {
      if (signal.aborted) return { outcome: 'stopped' };
      return { outcome: 'unreadable', message: err instanceof LmsError ? err.message : 'Could not read the LMS queue' };
    }
    if (status.done) return { outcome: 'processed', status };
    if (!(await lease.progress(status))) return { outcome: 'lost' };
    if (Date.now() - started > GIVE_UP_MS) return { outcome: 'unreadable', message: 'The LMS did not finish processing in time' };
    await pause(POLL_MS, signal);
  }
}
