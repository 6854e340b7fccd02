import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../support/child-server.ts';

/**
 * `npm start` runs the compiled server (apps/api/dist, built by esbuild), not the TypeScript
 * sources (issue 17). What the bundle must still find from its new place: the migrations,
 * the data folder, the demo seed; and it signs people in as the sources do. The API project's
 * global setup built it (global-build.ts, with `npm run build -w apps/api`), before any test file.
 */
let dataDir: string;
let child: ChildServer | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-compiled-'));
});
afterAll(async () => {
  await child?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('migrates and seeds an empty data folder, says so while it does, and serves the demo tenant', async () => {
    child = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LMS_SANDBOX: 'false' }, 180_000);
    const out = child.output();
    expect(out).toContain('Database: applying migrations…');
    expect(out).toContain('Demo data: tenant demo…');
    expect((await child.call('GET', '/api/health')).status).toBe(200);
    const admin = await child.login('admin');
    const me = await child.call('GET', `/api/person/${admin.personId}`, { session: admin });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
  }, 240_000);
});
