import type { Database } from '../db/types.ts';
import type { JobDefinition } from './queue.ts';

/**
 * Hourly: old rate-limit windows, ended sessions and used links are deleted. Repeating it is
 * harmless. On PGlite, which has no autovacuum, the statistics are refreshed here too.
 */
export function cleanupJob(db: Database): JobDefinition<object> {
  return {
    name: 'maintenance.cleanup',
    schedule: '17 * * * *',
    async handle() {
      await db.withTenant({ tenantId: null }, (tx) =>
        tx.query("DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'"),
      );
      const tenants = await db.withTenant({ tenantId: null }, (tx) => tx.query<{ id: number }>('SELECT id FROM tenants'));
      for (const { id } of tenants.rows) {
        await db.withTenant({ tenantId: id }, async (tx) => {
          await tx.query(
            `DELETE FROM sessions WHERE revoked_at < now() - interval '30 days'
                OR login_time + make_interval(mins => time_total_minutes) < now() - interval '30 days'`,
          );
          await tx.query("DELETE FROM account_links WHERE coalesce(used_at, expires_at) < now() - interval '30 days'");
        });
      }
      if (db.kind === 'pglite') await db.asOwner((tx) => tx.exec('ANALYZE'));
    },
  };
}
