import { ACCOUNT_ACTIVE, ADMIN_PAGE_ROLES, endpoints, proxyMinutes, proxyRefusal, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import { allow } from '../../platform/authorize.ts';
import { forbidden, invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { sessionTimeBody } from '../../platform/sessions/sessions.ts';
import { newToken } from '../../platform/sessions/tokens.ts';
import { sessionTimes } from '../../platform/tenant-settings.ts';
import { loadAuthUser } from '../persons/index.ts';

interface PersonRow {
  id: number;
  status: string;
  merged_into_id: number | null;
  name: string;
  roles: string[];
}

/**
 * /admin/proxy (ADR 0039): opens a session of the person acted for, with proxy_person_id naming
 * the administrator, for at most an hour and never beyond the administrator's own session. It is
 * a child of that session (parent_session_id, ADR 0056): it ends when the administrator's session
 * ends or they lose the right to proxy, checked on every request as the session itself is. Its
 * rights are that person's (app_session reads their roles); every audit row written with it names
 * both people. The administrator's own session stays as it is.
 */
export const startProxy = defineRoute(endpoints.startProxy, {
  summary: 'Act on behalf of another person: opens a proxy session (at most 60 minutes) and returns its token',
  tags: ['user management'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['admin-proxy']),
  async handler({ body, tx, tenant, me, now }) {
    const admin = me();
    if (admin.proxyPersonId !== null) throw forbidden(USER_MANAGEMENT_MESSAGES.proxyFromProxy);
    const { rows } = await tx.query<PersonRow>(
      `SELECT p.id, p.status, p.merged_into_id, ${personNameSql('p')} AS name,
              ARRAY(SELECT r.role_name FROM person_roles pr JOIN roles r ON r.tenant_id = pr.tenant_id AND r.id = pr.role_id
                     WHERE pr.tenant_id = p.tenant_id AND pr.person_id = p.id) AS roles
         FROM persons p WHERE p.id = ANY($1::int[])`,
      [[body.personId, admin.personId]],
    );
    const target = rows.find((r) => r.id === body.personId);
    if (!target) throw notFound();
    const refusal = proxyRefusal(
      admin.personId,
      { id: target.id, status: target.status, mergedIntoId: target.merged_into_id, roles: target.roles },
      ACCOUNT_ACTIVE,
    );
    if (refusal) throw invalid('body.personId', refusal);
    const minutes = proxyMinutes(admin.loginTime, admin.totalMinutes, now);
    if (minutes < 1) throw invalid('body.personId', USER_MANAGEMENT_MESSAGES.proxySessionEnding);

    const times = { totalMinutes: minutes, idleMinutes: (await sessionTimes(tx)).idleMinutes };
    const { token, hash } = newToken();
    const session = await tx.query<{ id: string }>(
      `INSERT INTO sessions (tenant_id, person_id, token_hash, login_time, last_activity, time_total_minutes, time_idle_minutes,
                             proxy_person_id, parent_session_id)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8) RETURNING id`,
      [tenant.id, target.id, hash, now, times.totalMinutes, times.idleMinutes, admin.personId, admin.id],
    );
    const endsAt = new Date(now.getTime() + minutes * 60_000);
    // Written under the administrator's own session: the start's audit row names them.
    const proxy = await tx.query<{ id: number }>(
      `INSERT INTO proxy_sessions (tenant_id, session_id, administrator_id, person_id, started_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [tenant.id, session.rows[0]?.id, admin.personId, target.id, now, endsAt],
    );
    const user = await loadAuthUser(tx, target.id);
    if (!user) throw notFound();
    return {
      token,
      user,
      session: sessionTimeBody(now, times),
      personAccountStatus: null,
      proxy: {
        id: proxy.rows[0]?.id ?? 0,
        administratorId: admin.personId,
        administratorName: rows.find((r) => r.id === admin.personId)?.name ?? '',
        personName: target.name,
        endsAt: endsAt.toISOString(),
      },
    };
  },
});
