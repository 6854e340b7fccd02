/**
 * The e2e harness's door into a server that runs on embedded PGlite (e2e-pglite-server.ts): on
 * PostgreSQL the e2e tests reach the database and `npm run tenant:create` directly, but PGlite is
 * one process's. A plain HTTP server on loopback, on a port of its own that only the harness knows,
 * never the product's port, whose every path starts with a random token the harness chose
 * (E2E_DOOR_TOKEN): another local process that finds the port still cannot run a statement.
 *   POST /session                 holds PGlite's one connection, as the owner (the e2e's postgres superuser) → { id }
 *   POST /session/:id/query       { text, params } on it → { rows, rowCount }, or 400 { error }
 *   POST /session/:id/end         lets it go
 *   POST /tenant-create           the onboarding's input → what createTenant answers (the CLI's printout)
 * A session runs in one transaction block, so its statements, BEGIN, COMMIT and ROLLBACK included,
 * act as on a PostgreSQL connection; what is left uncommitted at the end is committed, as each
 * statement outside BEGIN would be there. The server's own requests wait meanwhile, so a session
 * left open (a test process that died) is ended after a minute.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TenantOnboardingInput } from '@cpe/contract';
import pino from 'pino';
import { createTenant } from '../../src/cli/tenant-onboarding.ts';
import type { Config } from '../../src/config.ts';
import type { Database, Tx } from '../../src/db/types.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import { createMailer } from '../../src/modules/email/mailer.ts';

const ABANDONED_AFTER_MS = 60_000;

interface OpenSession {
  tx: Tx;
  end(): void;
  timer: NodeJS.Timeout;
}

/** JSON as pg would hand the values to the test: bigints as numbers, dates as ISO strings. */
function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? Number(value) : value)));
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** Whether a request's first path segment is the door's token (compared in constant time). */
function carriesToken(given: string | undefined, token: Buffer): boolean {
  const bytes = Buffer.from(given ?? '');
  return bytes.length === token.length && timingSafeEqual(bytes, token);
}

export async function startE2eDoor(db: Database, config: Config, port: number, token: string): Promise<Server> {
  if (token.length < 32) throw new Error('the e2e door needs a token of at least 32 characters (E2E_DOOR_TOKEN)');
  const tokenBytes = Buffer.from(token);
  const open = new Map<string, OpenSession>();

  const begin = () =>
    new Promise<string>((resolveId, rejectId) => {
      const id = randomUUID();
      // The session lasts until /end resolves this promise.
      db.asOwner(
        (tx) =>
          new Promise<void>((done) => {
            const end = () => {
              clearTimeout(entry.timer);
              open.delete(id);
              done();
            };
            const entry: OpenSession = { tx, end, timer: setTimeout(end, ABANDONED_AFTER_MS) };
            open.set(id, entry);
            resolveId(id);
          }),
      ).catch(rejectId);
    });

  const onboard = async (input: TenantOnboardingInput) => {
    // As the CLI does it: e-mail through the file transport into the outbox, a queue that is not started.
    const mailer = createMailer({ ...config, smtpUrl: undefined });
    return createTenant(db, input, { config, mailer, jobs: new JobQueue(db, pino({ level: 'error' })) });
  };

  const server = createServer(async (req, res) => {
    try {
      const [, given, first, id, action] = (req.url ?? '').split('/');
      if (!carriesToken(given, tokenBytes)) return json(res, 403, { error: 'not the harness' });
      const body = req.method === 'POST' ? await readBody(req) : {};
      if (first === 'session' && !id) return json(res, 200, { id: await begin() });
      if (first === 'tenant-create') return json(res, 200, await onboard(body as TenantOnboardingInput));
      const entry = first === 'session' && id ? open.get(id) : undefined;
      if (!entry) return json(res, 404, { error: `no open session ${id}` });
      if (action === 'end') {
        entry.end();
        return json(res, 200, {});
      }
      if (action === 'query') {
        entry.timer.refresh();
        const result = await entry.tx.query(body.text as string, body.params as unknown[] | undefined);
        return json(res, 200, result);
      }
      return json(res, 404, { error: `no such door: ${req.url}` });
    } catch (error) {
      return json(res, 400, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
