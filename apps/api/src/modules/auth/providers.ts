import type { TenantSettings } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

/**
 * How a tenant's users prove who they are. Today every tenant uses passwords kept
 * here; an OpenID Connect provider per tenant plugs in beside it (a redirect and a
 * callback that end in the same createSession) without touching the routes.
 */
export interface AuthProvider {
  /** The person signed in, or null. */
  verifyCredentials(tx: Queryable, username: string, password: string): Promise<number | null>;
}

/**
 * The account a sign-in name denotes: internal users sign in with their directory username;
 * external users may give their e-mail. The username wins when a name is both. A person merged
 * into another (ADR 0033) has no account any more.
 */
export async function accountByName(tx: Queryable, name: string): Promise<{ id: number; password_hash: string | null } | null> {
  const { rows } = await tx.query<{ id: number; password_hash: string | null }>(
    `SELECT p.id, p.password_hash FROM persons p
      WHERE p.merged_into_id IS NULL
        AND (lower(p.username) = $1
         OR (p.person_type = 'external' AND EXISTS (
              SELECT 1 FROM person_emails e
               WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary AND lower(e.email_address) = $1)))
      ORDER BY (lower(p.username) = $1) DESC
      LIMIT 1`,
    [name.toLowerCase()],
  );
  return rows[0] ?? null;
}

const passwordProvider: AuthProvider = {
  async verifyCredentials(tx, username, password) {
    const person = await accountByName(tx, username);
    const ok = await verifyPassword(person?.password_hash ?? null, password);
    if (!person || !ok) return null;
    if (person.password_hash && needsRehash(person.password_hash)) {
      await tx.query('UPDATE persons SET password_hash = $2 WHERE id = $1', [person.id, await hashPassword(password)]);
    }
    return person.id;
  },
};

export function authProviderFor(kind: TenantSettings['authProvider'] | undefined): AuthProvider {
  switch (kind) {
    case 'password':
    case undefined:
      return passwordProvider;
  }
}
