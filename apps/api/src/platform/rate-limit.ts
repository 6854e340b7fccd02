import type { Database, Queryable } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';

export interface RateLimit {
  /** Counters are shared by the routes of one bucket (e.g. all password endpoints). */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window limit, counted in PostgreSQL so that every API process behind the load
 * balancer sees the same counts. `key` is the client's address (request.ip), or `person:…`
 * for the limits per person. Every call counts, the refused ones too; answers whether this
 * hit is over the limit, so that the caller can commit the count before refusing (ADR 0057).
 */
export async function countHit(tx: Queryable, limit: RateLimit, key: string, now: Date): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { rows } = await tx.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [limit.bucket, key, windowStart],
  );
  return (rows[0]?.hits ?? 0) > limit.max;
}

/** The key of a limit per person: ids are per tenant, the counters are not. */
export const personKey = (tenantId: number, personId: number) => `person:${tenantId}:${personId}`;

/**
 * Counts a request in a short transaction of its own, committed before the request's own
 * transaction opens: a request that is then refused or fails (a wrong guess's 400 or 404)
 * stays counted, since nothing of the request can roll it back. A 429 once over the limit.
 */
export async function countRequest(db: Database, tenantId: number, limit: RateLimit, key: string, now: Date): Promise<void> {
  const over = await db.withTenant({ tenantId }, (tx) => countHit(tx, limit, key, now));
  if (over) throw tooManyRequests();
}

/** Login and password endpoints: per IP, per minute. */
export const AUTH_RATE_LIMIT: RateLimit = { bucket: 'auth', max: 30, windowSeconds: 60 };

/**
 * Uploads (every route with `upload`, unless it declares its own): per IP, per minute. Each may
 * put up to 10 MB on disk, so a signed-in caller cannot fill it at line speed.
 */
export const UPLOAD_RATE_LIMIT: RateLimit = { bucket: 'upload', max: 60, windowSeconds: 60 };
