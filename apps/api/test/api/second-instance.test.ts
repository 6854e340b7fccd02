import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandboxPreferring } from '../../src/lms-sandbox/server.ts';
import { type ChildServer, startChildServer } from '../support/child-server.ts';
import { freePort } from '../support/free-port.ts';
import { type SharedDatabase, sharedTemplateDatabase } from '../support/shared-database.ts';

/** A second instance on the same machine: the LMS sandbox's port is taken, so it takes a free one and says which. */
let dataDir: string;
let shared: SharedDatabase | undefined;
let holder: Server;
let takenPort: number;
let child: ChildServer | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-second-'));
  // The first instance's sandbox, as far as the port is concerned.
  takenPort = await freePort();
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(takenPort, '127.0.0.1', resolve));
});
afterAll(async () => {
  await child?.kill();
  await new Promise((resolve) => holder.close(resolve));
  await shared?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const sandboxState = (url: string) => fetch(`${url}/sandbox/state`).then((r) => r.status);

describe('the LMS sandbox port', () => {
  it('is kept when free, and replaced by a free one when taken', async () => {
    const free = await freePort();
    const kept = await startLmsSandboxPreferring({ port: free, latencyMs: 10 });
    try {
      expect(kept).toMatchObject({ movedFrom: null, sandbox: { url: `http://127.0.0.1:${free}` } });
    } finally {
      await kept.sandbox.close();
    }
    const moved = await startLmsSandboxPreferring({ port: takenPort, latencyMs: 10 });
    try {
      expect(moved.movedFrom).toBe(takenPort);
      expect(moved.sandbox.url).not.toBe(`http://127.0.0.1:${takenPort}`);
      expect(await sandboxState(moved.sandbox.url)).toBe(200);
    } finally {
      await moved.sandbox.close();
    }
  });

  it('a second server starts while another process holds LMS_SANDBOX_PORT, and logs the port it took', async () => {
    shared = await sharedTemplateDatabase(dataDir);
    child = await startChildServer({ ...shared.env, SEED_DEMO: 'false', LMS_SANDBOX: 'true', LMS_SANDBOX_PORT: String(takenPort) });
    const line = /LMS sandbox port (\d+) is taken \(another instance\?\); the sandbox runs on (http:\/\/127\.0\.0\.1:\d+) instead/.exec(
      child.output(),
    );
    expect(line?.[1], child.output()).toBe(String(takenPort));
    expect(await sandboxState(line?.[2] as string)).toBe(200);
    expect((await child.call('GET', '/api/health')).status).toBe(200);
  }, 180_000);
});
