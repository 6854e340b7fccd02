import { endpoints, type PendingRegistration, REGISTRATION_EMAIL_SENT } from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { typesOf, userAdministrator } from './user-admin-access.ts';

/** The cursor is the last person id of the previous page: the list runs newest first (id descending). */
const CURSOR = /^[1-9]\d{0,9}$/;

/** Shared with resend: one person's pending registration, with the newest registration link. */
export const PENDING_SELECT = `
  SELECT p.id AS person_id, p.person_type, p.name_primary_first AS first_name, p.name_primary_last AS last_name,
         (SELECT e.email_address FROM person_emails e
           WHERE e.tenant_id = p.tenant_id AND e.person_id = p.id AND e.is_primary LIMIT 1) AS email_address,
         p.username, ${isoSql('p.date_created')} AS date_created,
         ${isoSql('l.created_at')} AS link_sent_at, ${isoSql('l.expires_at')} AS link_expires_at,
         coalesce(l.expires_at <= $1 OR l.used_at IS NOT NULL, true) AS link_expired
    FROM persons p
    LEFT JOIN LATERAL (SELECT a.created_at, a.expires_at, a.used_at FROM account_links a
                        WHERE a.tenant_id = p.tenant_id AND a.person_id = p.id AND a.purpose = 'register'
                        ORDER BY a.created_at DESC, a.id DESC LIMIT 1) l ON true`;

/**
 * /pending: the registrations not yet completed (status 'Registration email sent'), of the types
 * the caller administers, newest first, keyset paged by the partial index persons_pending_idx (0022).
 * A link is shown expired once its time is up or it was used (a link signs in once).
 */
export const listPendingRegistrations = defineRoute(endpoints.listPendingRegistrations, {
  summary: 'Registrations not yet completed, newest first, with the date the link was sent and its expiry; keyset paged',
  tags: ['user administration'],
  auth: userAdministrator(),
  async handler({ query, tx, me, now }) {
    if (query.cursor !== undefined && !(CURSOR.test(query.cursor) && Number(query.cursor) <= 2_147_483_647))
      throw invalid('query.cursor', 'Malformed cursor: pass nextCursor of the previous page unchanged.');
    const { rows } = await tx.query<PendingRegistration>(
      `${PENDING_SELECT}
        WHERE p.status = $2 AND p.person_type = ANY($3::text[]) AND ($4::int IS NULL OR p.id < $4::int)
        ORDER BY p.id DESC
        LIMIT $5`,
      [now, REGISTRATION_EMAIL_SENT, typesOf(me()), query.cursor === undefined ? null : Number(query.cursor), query.limit + 1],
    );
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > query.limit && last ? String(last.person_id) : null };
  },
});
