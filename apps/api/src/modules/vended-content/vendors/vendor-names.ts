import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';

/**
 * Vendor names are unique in a firm regardless of case (vendors_name_key). Checked first so the
 * answer names the vendor; the index still refuses a concurrent duplicate (a plain 409).
 */
export async function refuseDuplicateName(tx: Queryable, name: string, exceptId: number | null): Promise<void> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM vendors WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [
    name,
    exceptId,
  ]);
  const existing = rows[0];
  if (existing) throw conflict(`A vendor named "${existing.name}" already exists.`);
}
