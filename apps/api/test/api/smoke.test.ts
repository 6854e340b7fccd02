import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('server', () => {
  it('is alive and ready', async () => {
    expect((await server.call('GET', '/api/health', { tenant: null })).body).toEqual({ status: 'ok' });
    expect((await server.call('GET', '/api/health/ready', { tenant: null })).body).toMatchObject({ status: 'ready' });
  });

  it('signs in a demo account and reads its own person', async () => {
    const s = await server.login('admin');
    const res = await as(server, s)('GET', `/api/person/${s.personId}`);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('admin');
  });
});
