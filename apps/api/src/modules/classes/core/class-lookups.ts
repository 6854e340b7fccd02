import { isKnownTimeZone } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';

/** A timezone of the product's list that Intl knows (class times are computed in it, ADR 0014), else 409. */
export async function requireTimezone(tx: Queryable, timezone: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM timezones WHERE timezone = $1', [timezone]);
  if (rows.length === 0 || !isKnownTimeZone(timezone)) throw conflict(`Unknown timezone ${timezone}.`);
}

/** A delivery method of the tenant, else 409. */
export async function requireDeliveryMethod(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM delivery_methods WHERE id = $1', [id]);
  if (rows.length === 0) throw conflict('Unknown delivery method.');
}
