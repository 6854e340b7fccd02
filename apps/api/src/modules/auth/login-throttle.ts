import type { Queryable } from '../../db/types.ts';
import { tooManyRequests } from '../../platform/errors.ts';

/** Failures allowed before the account backs off. */
export const FREE_FAILURES = 5;
const MAX_BACKOFF_SECONDS = 15 * 60;

/** Seconds an account waits after its n-th consecutive failure: 30 s, then doubling, at most 15 min. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** (failures - FREE_FAILURES));
}

export async function assertNotLockedOut(tx: Queryable, accountKey: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ locked_until: Date | null }>('SELECT locked_until FROM login_throttle WHERE account_key = $1', [
    accountKey,
  ]);
  const until = rows[0]?.locked_until;
  if (until && new Date(until).getTime() > now.getTime()) throw tooManyRequests();
}

export async function recordFailure(tx: Queryable, tenantId: number, accountKey: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ failures: number }>(
    `INSERT INTO login_throttle (tenant_id, account_key, failures, last_failure_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (tenant_id, account_key) DO UPDATE SET failures = login_throttle.failures + 1, last_failure_at = $3
     RETURNING failures`,
    [tenantId, accountKey, now],
  );
  const wait = backoffSeconds(rows[0]?.failures ?? 1);
  if (wait > 0) {
    await tx.query('UPDATE login_throttle SET locked_until = $2 WHERE account_key = $1', [
      accountKey,
      new Date(now.getTime() + wait * 1000),
    ]);
  }
}

export async function clearFailures(tx: Queryable, accountKey: string): Promise<void> {
  await tx.query('DELETE FROM login_throttle WHERE account_key = $1', [accountKey]);
}
