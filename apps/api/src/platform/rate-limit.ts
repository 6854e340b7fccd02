import type { Queryable } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';

export interface RateLimit {
  /** Counters are shared by the routes of one bucket (e.g. all password endpoints). */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window per-IP limit, counted in PostgreSQL so that every API process
 * behind the load balancer sees the same counts.
 */
export async function hitRateLimit(tx: Queryable, limit: RateLimit, ip: string, now: Date): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { rows } = await tx.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [limit.bucket, ip, windowStart],
  );
  if ((rows[0]?.hits ?? 0) > limit.max) throw tooManyRequests();
}

/** Login and password endpoints: per IP, per minute. */
export const AUTH_RATE_LIMIT: RateLimit = { bucket: 'auth', max: 30, windowSeconds: 60 };

/**
 * Uploads (every route with `upload`, unless it declares its own): per IP, per minute. Each may
 * put up to 10 MB on disk, so a signed-in caller cannot fill it at line speed.
 */
export const UPLOAD_RATE_LIMIT: RateLimit = { bucket: 'upload', max: 60, windowSeconds: 60 };
