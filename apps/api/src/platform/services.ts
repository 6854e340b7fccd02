import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Clock } from './clock.ts';
import type { TenantDirectory } from './tenants.ts';

/** What route handlers and jobs may use; built once in app.ts. */
export interface AppServices {
  config: Config;
  db: Database;
  clock: Clock;
  tenants: TenantDirectory;
  jobs: JobQueue;
}
