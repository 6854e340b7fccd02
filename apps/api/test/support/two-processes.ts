import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/types.ts';
import { type ChildServer, startChildServer } from './child-server.ts';
import { sharedTemplateDatabase } from './shared-database.ts';

/** Two API processes on one PostgreSQL database, as behind a load balancer, and the database for the test's own checks. */
export interface TwoProcesses {
  a: ChildServer;
  b: ChildServer;
  /** Each process's data folder is `<root>/a` and `<root>/b`; the document store is `<root>/storage`. */
  root: string;
  db: Database;
  stop(): Promise<void>;
}

/**
 * Starts both together, as processes behind a load balancer start: each with its own data
 * folder (its .eml outbox), one document store as on a shared volume, no demo seed and no LMS
 * sandbox. One that started is stopped again even when the other failed.
 */
export async function startTwoProcesses(prefix: string): Promise<TwoProcesses> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  const shared = await sharedTemplateDatabase(root);
  const db = await shared.open();
  const env = (name: string) => ({
    ...shared.env,
    SEED_DEMO: 'false',
    LMS_SANDBOX: 'false',
    DATA_DIR: path.join(root, name),
    STORAGE_DIR: path.join(root, 'storage'),
  });
  const started = await Promise.allSettled([startChildServer(env('a')), startChildServer(env('b'))]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db.close();
    await shared.drop();
    await rm(root, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed || servers.length !== 2) {
    await stop();
    throw failed?.status === 'rejected' ? failed.reason : new Error('two processes did not start');
  }
  return { a: servers[0] as ChildServer, b: servers[1] as ChildServer, root, db, stop };
}
