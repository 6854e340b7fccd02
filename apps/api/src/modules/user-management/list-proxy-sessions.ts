import { ADMIN_PAGE_ROLES, endpoints } from '@cpe/contract';
import { isoSql, personNameSql } from '../../db/sql.ts';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

/**
 * The /admin/proxy screen's history: the tenant's last 50 proxy sessions, newest first. A proxy
 * session that ended with its administrator's session (signed out, revoked; ADR 0056) shows as
 * stopped then, though no one pressed "Stop acting".
 */
export const listProxySessions = defineRoute(endpoints.listProxySessions, {
  summary: 'Recent proxy sessions: which administrator acted for whom, when, and when it stopped',
  tags: ['user management'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-proxy']),
  async handler({ tx }) {
    const { rows } = await tx.query<{
      id: number;
      administrator_name: string;
      person_name: string;
      started_at: string;
      ends_at: string;
      stopped_at: string | null;
    }>(
      `SELECT s.id, ${personNameSql('a')} AS administrator_name, ${personNameSql('p')} AS person_name,
              ${isoSql('s.started_at')} AS started_at, ${isoSql('s.ends_at')} AS ends_at, ${isoSql('coalesce(s.stopped_at, least(c.revoked_at, ps.revoked_at))')} AS stopped_at
         FROM proxy_sessions s
         JOIN persons a ON a.tenant_id = s.tenant_id AND a.id = s.administrator_id
         JOIN persons p ON p.tenant_id = s.tenant_id AND p.id = s.person_id
         LEFT JOIN sessions c ON c.tenant_id = s.tenant_id AND c.id = s.session_id
         LEFT JOIN sessions ps ON ps.tenant_id = c.tenant_id AND ps.id = c.parent_session_id
        ORDER BY s.started_at DESC, s.id DESC
        LIMIT 50`,
    );
    return rows;
  },
});
