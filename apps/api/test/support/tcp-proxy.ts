import net from 'node:net';

/**
 * A TCP relay between the API and its PostgreSQL server that the test can take down and bring
 * back on the same port: a database outage as the API sees one (connections reset, then refused).
 */
export interface TcpProxy {
  port: number;
  /** Refuses new connections and resets the open ones. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const down = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.resetAndDestroy();
    await closed;
  };
  return {
    port,
    down,
    up: () => listen(port),
    close: () => (server.listening ? down() : Promise.resolve()),
  };
}
