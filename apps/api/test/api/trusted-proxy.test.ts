import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/trust-proxy.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * TRUST_PROXY names the load balancers whose X-Forwarded-For the server believes (ADR 0059).
 * The test's requests come from 127.0.0.1: trusted when TRUST_PROXY names it, a stranger when it
 * names another address. Wrong sign-ins for one name, each "from" another address: believed,
 * every address gets its own five tries; ignored, the connection's address backs off after five.
 */
/** A server started (in the hook, which may take longer than a test) with TRUST_PROXY set to `trustProxy`. */
function serverTrusting(trustProxy: string): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => server?.close());
  return () => server as TestServer;
}

async function wrongSignInsFromRotatingAddresses(server: TestServer, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await server.call('POST', '/api/auth/login', {
      body: { username: 'nobody-behind-a-proxy', password: 'Wrong!pass1' },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY naming the address the requests come from', () => {
  const server = serverTrusting('127.0.0.1');
  it("believes X-Forwarded-For on connections from a listed address (the proxy's own)", async () => {
    expect(await wrongSignInsFromRotatingAddresses(server(), 8)).toEqual(Array(8).fill(401));
  });
});

describe('TRUST_PROXY naming other addresses', () => {
  const server = serverTrusting('192.0.2.1, 10.0.0.0/8');
  it('ignores X-Forwarded-For on connections from any other address, so the back-off holds', async () => {
    expect(await wrongSignInsFromRotatingAddresses(server(), 8)).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);
  });
});

describe('TRUST_PROXY values', () => {
  it('refuses at start a value that is no address, range or boolean, naming TRUST_PROXY', () => {
    expect(parseTrustProxy('127.0.0.1, ::1, 10.0.0.0/8, loopback')).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'loopback']);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    for (const wrong of ['yes', '127.0.0.1/33', '10.0.0.0/8/1', 'proxy.example.com', '127.0.0.1,'])
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
  });
});
