import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { LMS_SYNC_JOB, type LmsSyncJob } from './sync-requests.ts';

/**
 * The lease's clock, from LMS_SYNC_LEASE_SECONDS (30 by default): a lease a run stops renewing
 * runs out after `seconds`; a run renews it six times a lease, and each API process looks for
 * requests whose lease has run out three times a lease, so a crashed run is resumed within
 * about 1⅓ leases.
 */
export interface LeaseTiming {
  seconds: number;
  renewMs: number;
  resumeEveryMs: number;
}

export function leaseTiming(seconds: number): LeaseTiming {
  return { seconds, renewMs: Math.round((seconds * 1000) / 6), resumeEveryMs: Math.round((seconds * 1000) / 3) };
}

/**
 * One job run's hold on one sync request (migration 0010): taken only when nobody holds it or
 * the holder's lease has run out, renewed while the run follows the LMS, given back when the
 * run stops before the request is finished, so that another process resumes it at once.
 */
export class SyncLease {
  readonly holder = randomUUID();
  private renewedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly tenantId: number,
    private readonly requestId: number,
    private readonly timing: LeaseTiming,
  ) {}

  /** Takes the lease: the how-manieth run this is, or null when another run holds it or the request is finished. */
  async claim(): Promise<number | null> {
    const { rows } = await this.db.withTenant({ tenantId: this.tenantId }, (tx) =>
      tx.query<{ attempts: number }>(
        `UPDATE lms_sync_requests SET lease_holder = $2, lease_until = now() + make_interval(secs => $3), attempts = attempts + 1
          WHERE id = $1 AND status IN ('queued', 'sent') AND (lease_holder IS NULL OR lease_until < now())
          RETURNING attempts`,
        [this.requestId, this.holder, this.timing.seconds],
      ),
    );
    this.renewedAt = Date.now();
    return rows[0]?.attempts ?? null;
  }

  /** Writes the LMS's queue counts and renews the lease; false when another run has taken the request over. */
  async progress(counts: { qty_in_queue: number; unprocessed_messages: number }): Promise<boolean> {
    const { rows } = await this.db.withTenant({ tenantId: this.tenantId }, (tx) =>
      tx.query(
        `UPDATE lms_sync_requests SET qty_in_queue = $3, unprocessed_messages = greatest($4, 1),
                lease_until = CASE WHEN $5::boolean THEN now() + make_interval(secs => $6) ELSE lease_until END
          WHERE id = $1 AND lease_holder = $2 RETURNING id`,
        [this.requestId, this.holder, counts.qty_in_queue, counts.unprocessed_messages, this.due(), this.timing.seconds],
      ),
    );
    return rows.length === 1;
  }

  /** Gives the request back (lease run out now): the next resume pass, in any process, picks it up. */
  async release(): Promise<void> {
    await this.db.withTenant({ tenantId: this.tenantId }, (tx) =>
      tx.query(
        "UPDATE lms_sync_requests SET lease_holder = NULL, lease_until = now() - interval '1 second' WHERE id = $1 AND lease_holder = $2",
        [this.requestId, this.holder],
      ),
    );
  }

  private due(): boolean {
    if (Date.now() - this.renewedAt < this.timing.renewMs) return false;
    this.renewedAt = Date.now();
    return true;
  }
}

/**
 * Sends a fresh lms.sync job for every request still queued or sent whose lease has run out:
 * its process ended mid-job (or no worker took it). At most one such job per request per
 * lease period (pg-boss's singleton slot), and the lease decides which run works on it.
 */
export async function resumeStalledSyncs(db: Database, jobs: JobQueue, timing: LeaseTiming): Promise<number> {
  const tenants = await db.withTenant({ tenantId: null }, (tx) => tx.query<{ id: number }>('SELECT id FROM tenants ORDER BY id'));
  let resumed = 0;
  for (const { id: tenantId } of tenants.rows) {
    const { rows } = await db.withTenant({ tenantId }, (tx) =>
      tx.query<{ id: number }>("SELECT id FROM lms_sync_requests WHERE status IN ('queued', 'sent') AND lease_until < now() ORDER BY id"),
    );
    for (const { id: requestId } of rows) {
      await jobs.send(LMS_SYNC_JOB, { tenantId, requestId } satisfies LmsSyncJob, {
        singletonKey: `lms-resume:${tenantId}:${requestId}`,
        singletonSeconds: timing.seconds,
      });
      resumed++;
    }
  }
  return resumed;
}
