import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/types.ts';
import { type LmsSandbox, startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { type ChildServer, startChildServer } from './child-server.ts';
import { type SharedDatabase, sharedTemplateDatabase } from './shared-database.ts';

/**
 * What the tests of real servers and an LMS share (servers killed mid-request: lms-resume,
 * lms-sync-resume, csod-resume; a slow or absent LMS: lms-fault-isolation): a copy of the
 * run's database that servers in other processes open, an LMS sandbox of their own, and
 * servers (the server's own main.ts) started on both and killed, at the latest, when the
 * scene closes.
 */
export interface LmsScene {
  sandbox: LmsSandbox;
  shared: SharedDatabase;
  /** A new server on the scene's database and LMS, with `env` besides. */
  start(env?: Record<string, string>): Promise<ChildServer>;
  close(): Promise<void>;
}

/** Opens a scene; `seed` writes the test's records first, from the test's own process. */
export async function openLmsScene(name: string, seed: (db: Database) => Promise<void>): Promise<LmsScene> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `cpe-${name}-`));
  const sandbox = await startLmsSandbox({ port: 0, latencyMs: 20 });
  const shared = await sharedTemplateDatabase(dataDir);
  // A 6-second lease (30 by default): a killed server's request is resumed within seconds, not a minute.
  const env = { ...shared.env, SEED_DEMO: 'false', LMS_SANDBOX: 'false', LMS_URL: sandbox.url, LMS_SYNC_LEASE_SECONDS: '6' };
  const db = await shared.open();
  try {
    await seed(db);
  } finally {
    await db.close();
  }
  const children: ChildServer[] = [];
  return {
    sandbox,
    shared,
    async start(more = {}) {
      const child = await startChildServer({ ...env, ...more });
      children.push(child);
      return child;
    },
    async close() {
      for (const child of children) await child.kill();
      await sandbox.close();
      await shared.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
