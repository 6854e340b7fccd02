import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export interface SharedDatabase {
  /** Opens it in the test's process (not while a child server has PGlite's directory open). */
  open(): Promise<Database>;
  /** What a child server needs to use it: DATABASE_URL, or a DATA_DIR holding the PGlite directory. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A copy of the run's migrated and seeded template that servers in other processes can open
 * (child-server.ts): on the DATABASE_URL server, or as a PGlite directory under `dataDir`.
 */
export async function sharedTemplateDatabase(dataDir: string): Promise<SharedDatabase> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `cpe_shared_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = databaseUrl(base, name);
    return {
      open: () => openPostgres(url, 2),
      env: { DATABASE_URL: url },
      drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('the API project provides a PGlite template');
  const dir = path.join(dataDir, 'pglite');
  const first = await openPglite(dir, { loadDataDir: new Blob([await readFile(template)]) });
  await first.close();
  return { open: () => openPglite(dir), env: { DATA_DIR: dataDir }, drop: async () => {} };
}
