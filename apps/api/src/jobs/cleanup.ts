import path from 'node:path';
import type { Database } from '../db/types.ts';
import { INCOMING_DIR } from '../platform/uploads.ts';
import { removeStaleUploads } from './incoming-cleanup.ts';
import type { JobDefinition } from './queue.ts';

/**
 * Hourly: old rate-limit windows, sign-in back-offs that have run out, ended sessions, used
 * links and uploads' stale temporary files are deleted. Repeating it is harmless. On PGlite,
 * which has no autovacuum, the statistics are refreshed here too.
 */
export function cleanupJob(db: Database, storageDir: string): JobDefinition<object> {
  return {
    name: 'maintenance.cleanup',
    expireInSeconds: 45,
    schedule: '17 * * * *',
    async handle() {
      await removeStaleUploads(path.join(storageDir, INCOMING_DIR), new Date());
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
          await tx.query(
            "DELETE FROM login_throttle WHERE last_failure_at < now() - interval '1 day' AND coalesce(locked_until, '-infinity') < now()",
          );
        });
      }
      if (db.kind === 'pglite') await db.asOwner((tx) => tx.exec('ANALYZE'));
    },
  };
}
