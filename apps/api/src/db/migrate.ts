import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT } from '../api-root.ts';
import type { Database, Queryable } from './types.ts';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations') + path.sep;

/** Arbitrary but fixed: every API process takes the same lock before migrating. */
const MIGRATION_LOCK = 72_220_031;

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

async function appliedMigrations(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(rows.map((r) => r.name));
}

/**
 * Applies the committed SQL migrations that have not run yet, all in one
 * transaction under an advisory lock, so API processes starting together
 * neither race nor leave a half-applied schema.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles();
  return db.asOwner(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = await appliedMigrations(tx);
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      await tx.exec(await readFile(MIGRATIONS_DIR + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      ran.push(file);
    }
    return ran;
  });
}

/** True when every committed migration has been applied (readiness). */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  const files = await migrationFiles();
  const applied = await db.asOwner(appliedMigrations);
  return files.every((f) => applied.has(f));
}

/**
 * Applied migrations against the files on disk, and the latest applied one (the health check,
 * in its request's transaction: migration 0031 lets the application role read the table).
 */
export async function migrationStatus(q: Queryable): Promise<{ files: number; applied: number; pending: string[]; latest: string | null }> {
  const files = await migrationFiles();
  const applied = await appliedMigrations(q);
  const latest = [...applied].sort().at(-1) ?? null;
  return { files: files.length, applied: applied.size, pending: files.filter((f) => !applied.has(f)), latest };
}
