import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/types.ts';
import { startE2eDoor } from '../support/e2e-door.ts';
import { openTestDatabase } from '../support/test-server.ts';

// The e2e harness's door into a PGlite server's database (support/e2e-door.ts) runs any statement
// as the owner: only the harness, which chose its token, may open it.
const TOKEN = 'k'.repeat(32);
let db: Database;
let drop: () => Promise<void>;
let door: Server;
let base: string;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  door = await startE2eDoor(db, loadConfig({}), 0, TOKEN);
  base = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => door?.close(resolve));
  await db?.close();
  await drop?.();
});

/** What the door answers: a session's id, a statement's rows, or an error. */
interface DoorAnswer {
  id?: string;
  rows?: { n: number }[];
  error?: string;
}

const post = async (path: string, body: unknown = {}) => {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as DoorAnswer };
};

describe('the e2e door', () => {
  it('refuses a request without its token, or with another', async () => {
    expect((await post('/session')).status).toBe(403);
    expect((await post(`/${'x'.repeat(32)}/session`)).status).toBe(403);
    expect((await post(`/${TOKEN.slice(1)}/session`)).status).toBe(403);
  });

  it('with its token, runs statements in a session of its own', async () => {
    const { status, body } = await post(`/${TOKEN}/session`);
    expect(status).toBe(200);
    const answer = await post(`/${TOKEN}/session/${body.id}/query`, { text: 'SELECT count(*)::int AS n FROM tenants' });
    expect(answer.status).toBe(200);
    expect(answer.body.rows?.[0]?.n).toBeGreaterThan(0);
    expect((await post(`/${TOKEN}/session/${body.id}/end`)).status).toBe(200);
  });

  it('will not start with a short token', async () => {
    await expect(startE2eDoor(db, loadConfig({}), 0, 'short')).rejects.toThrow(/E2E_DOOR_TOKEN/);
  });
});
