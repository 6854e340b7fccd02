import type { Queryable } from '../../db/types.ts';
import { tooManyRequests } from '../../platform/errors.ts';

/** Failures allowed before the account backs off for that source address. */
export const FREE_FAILURES = 5;
const MAX_BACKOFF_SECONDS = 15 * 60;

/** Seconds an account waits after its n-th consecutive failure: 30 s, then doubling, at most 15 min. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** (failures - FREE_FAILURES));
}

/**
 * Whose failures are counted, and from where (ADR 0012). The account is the person, whichever
 * of their names was typed (username or e-mail); a name that is no account is counted by itself,
 * so that the answer does not tell the two apart. Counting per source address as well means
 * that failures from one address never lock the owner out from another.
 */
export interface ThrottleKey {
  accountKey: string;
  sourceAddress: string;
}

export function throttleKey(personId: number | null, nameTyped: string, sourceAddress: string): ThrottleKey {
  const accountKey = personId === null ? `name:${nameTyped.toLowerCase()}` : `person:${personId}`;
  return { accountKey, sourceAddress };
}

export async function assertNotLockedOut(tx: Queryable, key: ThrottleKey, now: Date): Promise<void> {
  const { rows } = await tx.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM login_throttle WHERE account_key = $1 AND source_address = $2',
    [key.accountKey, key.sourceAddress],
  );
  const until = rows[0]?.locked_until;
  if (until && new Date(until).getTime() > now.getTime()) throw tooManyRequests();
}

export async function recordFailure(tx: Queryable, tenantId: number, key: ThrottleKey, now: Date): Promise<void> {
  const { rows } = await tx.query<{ failures: number }>(
    `INSERT INTO login_throttle (tenant_id, account_key, source_address, failures, last_failure_at) VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (tenant_id, account_key, source_address)
     DO UPDATE SET failures = login_throttle.failures + 1, last_failure_at = $4
     RETURNING failures`,
    [tenantId, key.accountKey, key.sourceAddress, now],
  );
  const wait = backoffSeconds(rows[0]?.failures ?? 1);
  if (wait > 0) {
    await tx.query('UPDATE login_throttle SET locked_until = $3 WHERE account_key = $1 AND source_address = $2', [
      key.accountKey,
      key.sourceAddress,
      new Date(now.getTime() + wait * 1000),
    ]);
  }
}

/** A success from this address starts its count again; other addresses keep theirs. */
export async function clearFailures(tx: Queryable, key: ThrottleKey): Promise<void> {
  await tx.query('DELETE FROM login_throttle WHERE account_key = $1 AND source_address = $2', [key.accountKey, key.sourceAddress]);
}
