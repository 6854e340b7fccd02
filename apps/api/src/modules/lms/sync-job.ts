import type { Queryable } from '../../db/types.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { AppServices } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenants.ts';
import type { LmsConnector, LmsSubmitOptions, LmsTicket, LmsTicketStatus } from './connector.ts';
import { LmsError } from './connector.ts';
import { lmsConnectorFor, NO_LMS_MESSAGE } from './create-connector.ts';
import { followTicket } from './sync-follow.ts';
import { leaseTiming, resumeStalledSyncs, SyncLease } from './sync-lease.ts';
import { LMS_SYNC_JOB, type LmsSyncJob, loadSyncRequest, type SyncRequestRow } from './sync-requests.ts';
import { loadTenantLmsConnection, type TenantLmsConnection } from './tenant-connection.ts';

/**
 * A part to send to the LMS: `send` makes the LMS call (the submit, with the part's
 * Idempotency-Key) and answers its ticket. The job calls it with no transaction open and no
 * row locked, so that an LMS that is slow or down holds no database connection, and no
 * write on the class or course waits for the LMS (lms-fault-isolation.test.ts).
 */
export interface SyncSend {
  part: string;
  send(): Promise<LmsTicket>;
}

/**
 * The last step of a request that reads from the LMS: `read` asks the LMS (outside any
 * transaction, as `send`) and answers what to write, which runs in the transaction that
 * finishes the request, under the lease.
 */
export interface SyncRead {
  read(): Promise<(tx: Queryable) => Promise<void>>;
}

/** What a kind's onDone may use beyond its transaction. */
export interface SyncDoneContext {
  tenant: Tenant;
  services: AppServices;
}

/**
 * What each kind of sync sends, and what it does with the LMS's answers; the course and class
 * modules register theirs. A request may take several tickets in turn (a class the LMS lacks:
 * the class, then its completions): the job asks `next` again after each one.
 */
export interface SyncKind {
  /**
   * In a short transaction under the lease, and never calling the LMS itself: the next part
   * to send, the last read, or null when nothing is left to do (the request is then done in
   * this same transaction, and onDone runs in it). `request.step` is the part the LMS last
   * finished (null at first). `key(part)` carries the part's Idempotency-Key. `lms` is null
   * when the server has no LMS (requireLms says so to the user).
   */
  next(
    tx: Queryable,
    request: SyncRequestRow,
    lms: LmsConnector | null,
    key: (part: string) => LmsSubmitOptions,
  ): Promise<SyncSend | SyncRead | null>;
  /** In a transaction, once the LMS has processed the ticket of `request.step` without errors. */
  onProcessed?(tx: Queryable, request: SyncRequestRow, status: LmsTicketStatus): Promise<void>;
  /** In the transaction that finishes the request (ctx lets it tell people, e.g. queue e-mails). */
  onDone?(tx: Queryable, request: SyncRequestRow, ctx: SyncDoneContext): Promise<void>;
}

/** More parts than any kind sends: a kind that keeps sending is stopped. */
const MAX_PARTS = 6;
/** Runs that may take a request (restarts, crashes, errors) before it fails rather than loop. */
const MAX_ATTEMPTS = 8;

/** The tenant's connector, or null when the server has no LMS (LMS_URL unset, no sandbox). */
function connectorOrNull(
  services: AppServices,
  subdomain: string,
  type: LmsConnector['type'],
  own: TenantLmsConnection | null,
): LmsConnector | null {
  try {
    return lmsConnectorFor(services.config, subdomain, type, {}, own);
  } catch (err) {
    if (err instanceof LmsError) return null;
    throw err;
  }
}

/** Locks the request row and answers whether this run still holds it (another run may have taken over a stalled one). */
async function stillMine(tx: Queryable, requestId: number, lease: SyncLease): Promise<boolean> {
  const { rows } = await tx.query(
    "SELECT 1 FROM lms_sync_requests WHERE id = $1 AND lease_holder = $2 AND status IN ('queued', 'sent') FOR UPDATE",
    [requestId, lease.holder],
  );
  return rows.length === 1;
}

const SENT = "UPDATE lms_sync_requests SET status = 'sent', ticket_id = $2, step = $3, unprocessed_messages = 1 WHERE id = $1";
const PROCESSED = 'UPDATE lms_sync_requests SET ticket_id = NULL, lms_id = coalesce($2, lms_id) WHERE id = $1';
const FINISH = `UPDATE lms_sync_requests SET status = $2, qty_in_queue = 0, unprocessed_messages = 0, error_messages = $3,
                       ticket_id = NULL, lease_holder = NULL, finished_at = now() WHERE id = $1`;

/**
 * Runs one sync request under its lease: send each part (once: a part's Idempotency-Key makes
 * a resent part the same ticket), follow the LMS's queue writing its counts to the row that the
 * screens poll, and finish it done, or failed with the LMS's messages. Only short transactions
 * run between the LMS calls, none during one (ADR 0013's keys make that safe: a run that lost
 * its lease while it waited for the LMS got the ticket the new holder gets). When the process
 * stops, the run gives the request back; a request left by a process that ended is resumed by
 * the watch of any process once its lease runs out (sync-lease.ts).
 */
export function lmsSyncJob(services: AppServices, kinds: Record<string, SyncKind>): JobDefinition<LmsSyncJob> {
  const { db } = services;
  const timing = leaseTiming(services.config.lmsSyncLeaseSeconds);
  return {
    name: LMS_SYNC_JOB,
    retryLimit: 2,
    // A run longer than this keeps its lease (sync-lease.ts): pg-boss's retry finds it held and returns.
    expireInSeconds: Math.max(45, Math.round(timing.seconds * 1.5)),
    watch: { everyMs: timing.resumeEveryMs, run: () => resumeStalledSyncs(db, services.jobs, timing).then(() => undefined) },
    async handle({ tenantId, requestId }, ctx) {
      const signal = ctx?.signal ?? new AbortController().signal;
      const lease = new SyncLease(db, tenantId, requestId, timing);
      const attempt = await lease.claim();
      if (attempt === null) return;
      let finished = false;
      try {
        finished = await runRequest(services, kinds, lease, { tenantId, requestId }, signal, attempt);
      } finally {
        if (!finished) await lease.release();
      }
    },
  };
}

async function runRequest(
  services: AppServices,
  kinds: Record<string, SyncKind>,
  lease: SyncLease,
  { tenantId, requestId }: LmsSyncJob,
  signal: AbortSignal,
  attempt: number,
): Promise<boolean> {
  const { db } = services;
  const loaded = await db.withTenant({ tenantId }, async (tx) => {
    const request = await loadSyncRequest(tx, requestId);
    const { rows } = await tx.query<{ subdomain: string; name: string }>('SELECT subdomain, name FROM tenants WHERE id = $1', [tenantId]);
    // The firm's own connection to the request's LMS (set on /system) wins over the server's LMS_URL.
    const own = request ? await loadTenantLmsConnection(tx, request.lms_type) : null;
    return { request, subdomain: rows[0]?.subdomain ?? '', name: rows[0]?.name ?? '', own };
  });
  let request = loaded.request;
  if (!request || request.status === 'done' || request.status === 'failed') return true;
  const asCreator = { tenantId, personId: request.created_by };
  const fail = async (messages: string[]) => {
    await db.withTenant(asCreator, (tx) => tx.query(FINISH, [requestId, 'failed', JSON.stringify(messages)]));
    return true;
  };
  /** A transaction as the request's creator while this run holds the request; an LmsError fails the request with its message. */
  const underLease = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
    try {
      const value = await db.withTenant(asCreator, async (tx) => ((await stillMine(tx, requestId, lease)) ? { v: await fn(tx) } : null));
      return value ? { ok: true, value: value.v } : { ok: false };
    } catch (err) {
      if (!(err instanceof LmsError)) throw err;
      await fail([err.message]);
      return { ok: false };
    }
  };
  const kind = kinds[request.action];
  if (!kind) return fail([`Unknown sync action ${request.action}`]);
  if (attempt > MAX_ATTEMPTS) return fail(['The LMS request was interrupted too many times; start it again']);
  const lms = connectorOrNull(services, loaded.subdomain, request.lms_type, loaded.own);
  const base = `cpe-${loaded.subdomain}-${requestId}-${Date.parse(request.created_at)}`;
  const key = (part: string): LmsSubmitOptions => ({ idempotencyKey: `${base}-${part}` });

  const tenant = { id: tenantId, subdomain: loaded.subdomain, name: loaded.name };
  const done = async (tx: Queryable, current: SyncRequestRow) => {
    await tx.query(FINISH, [requestId, 'done', '[]']);
    await kind.onDone?.(tx, current, { tenant, services });
  };
  /**
   * One LMS call, made with no transaction open: an LMS that is slow or down holds no
   * connection and no lock. An LmsError fails the request with its message, unless another
   * run has taken the request over meanwhile.
   */
  const callLms = async <T>(fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> => {
    try {
      return { ok: true, value: await fn() };
    } catch (err) {
      if (!(err instanceof LmsError)) throw err;
      await underLease((tx) => tx.query(FINISH, [requestId, 'failed', JSON.stringify([err.message])]));
      return { ok: false };
    }
  };

  for (let parts = 0; parts < MAX_PARTS; parts++) {
    if (!request.ticket_id) {
      const current: SyncRequestRow = request;
      const planned = await underLease(async (tx) => {
        const next = await kind.next(tx, current, lms, key);
        if (next === null) await done(tx, current);
        return next;
      });
      if (!planned.ok || planned.value === null) return true;
      const step = planned.value;
      if ('read' in step) {
        const read = await callLms(() => step.read());
        if (read.ok)
          await underLease(async (tx) => {
            await read.value(tx);
            await done(tx, current);
          });
        return true;
      }
      const sent = await callLms(() => step.send());
      if (!sent.ok) return true;
      // A run that took the request over meanwhile sent the same part with the same key, so
      // it holds the same ticket: this run then stops here.
      const kept = await underLease((tx) => tx.query(SENT, [requestId, sent.value.ticketId, step.part]));
      if (!kept.ok) return true;
      request = { ...request, status: 'sent', ticket_id: sent.value.ticketId, step: step.part };
    }
    if (!lms) return fail([NO_LMS_MESSAGE]);
    const followed = await followTicket(lms, request.ticket_id as string, lease, signal);
    if (followed.outcome === 'stopped') return false;
    if (followed.outcome === 'lost') return true;
    if (followed.outcome === 'unreadable') return fail([followed.message]);
    const status = followed.status;
    if (!status.success || status.error_messages.length > 0) {
      return fail(status.error_messages.length > 0 ? status.error_messages : ['The LMS could not process the request']);
    }
    const processed: SyncRequestRow = request;
    const kept = await underLease(async (tx) => {
      await kind.onProcessed?.(tx, processed, status);
      await tx.query(PROCESSED, [requestId, status.lmsId ?? null]);
    });
    if (!kept.ok) return true;
    request = { ...request, ticket_id: null, lms_id: status.lmsId ?? request.lms_id };
  }
  return fail(['The LMS request took more steps than expected']);
}
