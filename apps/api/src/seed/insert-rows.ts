import type { Tx } from '../db/types.ts';

/** Inserts many rows with one statement; `ON CONFLICT DO NOTHING` keeps the seed idempotent. */
export async function insertRows(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((c) => `$${params.push(row[c])}`).join(', ')})`);
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, params);
}
