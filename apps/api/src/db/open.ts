import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite persisted under the data folder. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize' | 'dbSearchPoolSize'>,
  opts: { inMemory?: boolean } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.dbPoolSize, config.dbSearchPoolSize);
  if (opts.inMemory) return openPglite(undefined);
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}
