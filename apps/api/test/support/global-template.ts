import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { Database } from '../../src/db/types.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/**
 * Vitest globalSetup of the API project: once per run, a database migrated and seeded
 * exactly as the server does at start (the app's own migrate and seedDemoData), which
 * every test file then copies instead of building its own (~2-4 s a file).
 * PGlite: a tarball of the whole cluster (roles included). PostgreSQL: a template database.
 * test-server.ts reads what is provided here and falls back to a fresh database without it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite data directory tarball, when the run uses PGlite. */
    pgliteTemplate?: string;
    /** Name of the template database on the DATABASE_URL server, when the run uses PostgreSQL. */
    postgresTemplate?: string;
  }
}

async function migrateAndSeed(db: Database): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
}

async function buildPgliteTemplate(project: TestProject): Promise<() => void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cpe-template-'));
  // Synchronous, so that it also runs from an 'exit' handler when the run is interrupted.
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', remove);
  try {
    const db = await openPglite(undefined);
    try {
      await migrateAndSeed(db);
      const file = path.join(dir, 'datadir.tar');
      await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      project.provide('pgliteTemplate', file);
    } finally {
      await db.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}

async function buildPostgresTemplate(project: TestProject, base: string): Promise<() => Promise<void>> {
  const name = `tpl_${Math.random().toString(36).slice(2, 10)}`;
  const drop = () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(base, `CREATE DATABASE ${name}`);
  try {
    const db = await openPostgres(databaseUrl(base, name), 2);
    try {
      await migrateAndSeed(db);
    } finally {
      // Every connection must be gone: PostgreSQL copies a template only while nobody is connected to it.
      await db.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  const teardown = base ? await buildPostgresTemplate(project, base) : await buildPgliteTemplate(project);
  return async () => {
    await teardown();
  };
}
