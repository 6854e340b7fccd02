import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { AppCaches } from './caches.ts';
import type { Clock } from './clock.ts';
import type { TenantDirectory } from './tenants.ts';

/** What route handlers and jobs may use; built once in app.ts. */
export interface AppServices {
  config: Config;
  db: Database;
  clock: Clock;
  tenants: TenantDirectory;
  jobs: JobQueue;
  /** Sessions and tenant settings kept in memory, dropped on every announced change (ADR 0045). */
  caches: AppCaches;
}
