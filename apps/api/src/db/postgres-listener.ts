import pg from 'pg';
import { APP_ROLE, type ChannelListener } from './types.ts';

/** How often the listening connection is checked: a silently dead one is found within this (plus the query's own limit). */
const HEARTBEAT_MS = 2_000;
const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 3_000;

/**
 * LISTEN on its own connection, outside the pool, for the life of the process. The listener
 * hears `state(false)` the moment the connection is lost (an error, the server ending it, or a
 * heartbeat that fails) and `state(true)` once LISTEN is in place again; reconnection retries
 * with a growing pause.
 */
export function listenOnPostgres(connectionString: string, channel: string, listener: ChannelListener): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let pause = RECONNECT_MIN_MS;
  let listening = false;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    listener.state(value);
  };

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    setListening(false);
    c.removeAllListeners('notification');
    c.on('error', () => {});
    void c.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, pause);
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    retry = null;
    if (stopped) return;
    const c = new pg.Client({
      connectionString,
      // One connection per channel (the caches', the job queue's): pg_stat_activity tells them apart.
      application_name: `cpe-api-listen ${channel}`,
      options: `-c role=${APP_ROLE}`,
      keepAlive: true,
      query_timeout: HEARTBEAT_MS,
      connectionTimeoutMillis: HEARTBEAT_MS,
    });
    client = c;
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) listener.message(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost(c);
      return;
    }
    if (client !== c || stopped) return;
    pause = RECONNECT_MIN_MS;
    setListening(true);
    heartbeat = setInterval(() => {
      c.query('SELECT 1').catch(() => lost(c));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    if (c) lost(c);
  };
}
