import type { Queryable } from '../../db/types.ts';
import { hashToken, newToken } from '../../platform/sessions/tokens.ts';

export type LinkPurpose = 'register' | 'reset';

/** How long an e-mailed link stays usable. */
export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = { register: 72 * 60, reset: 60 };

/** Where each link lands in the web app. */
export const LINK_PATH: Record<LinkPurpose, string> = { register: '/password', reset: '/resetPassword' };

/** A single-use link; older unused links of the same purpose stop working. */
export async function createAccountLink(
  tx: Queryable,
  tenantId: number,
  personId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  await tx.query('UPDATE account_links SET used_at = $3 WHERE person_id = $1 AND purpose = $2 AND used_at IS NULL', [
    personId,
    purpose,
    now,
  ]);
  const { token, hash } = newToken();
  await tx.query(
    `INSERT INTO account_links (tenant_id, person_id, purpose, token_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [tenantId, personId, purpose, hash, new Date(now.getTime() + LINK_LIFETIME_MINUTES[purpose] * 60_000), now],
  );
  return token;
}

/** Uses up a link; null when it is unknown, used or expired. */
export async function consumeAccountLink(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<{ personId: number; purpose: LinkPurpose } | null> {
  const { rows } = await tx.query<{ person_id: number; purpose: LinkPurpose }>(
    `UPDATE account_links SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING person_id, purpose`,
    [hashToken(token), now],
  );
  const row = rows[0];
  return row ? { personId: row.person_id, purpose: row.purpose } : null;
}

export function linkUrl(publicUrl: string, subdomain: string, purpose: LinkPurpose, token: string): string {
  return `${publicUrl.replace('{tenant}', subdomain)}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`;
}
