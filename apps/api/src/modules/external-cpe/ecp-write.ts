import type { Queryable } from '../../db/types.ts';
import { touchRequest } from './ecp-access.ts';

/**
 * Sets the columns a step sent (only those; undefined is not sent) and marks the request
 * changed. Column names come from the route's own list, never from input.
 */
export async function updateColumns(
  tx: Queryable,
  id: number,
  values: Record<string, unknown>,
  allowed: readonly string[],
  ctx: { personId: number; now: Date },
): Promise<void> {
  const entries = Object.entries(values).filter(([k, v]) => v !== undefined && allowed.includes(k));
  if (entries.length > 0) {
    const sets = entries.map(([k], i) => `${k} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE external_cpe_requests SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => (v === '' ? null : v))]);
  }
  await touchRequest(tx, id, ctx.personId, ctx.now);
}
