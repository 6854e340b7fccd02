/**
 * The e2e's mail server: an SMTP server (smtp-server) on a free loopback port, no auth, no
 * TLS, which the app server sends to (SMTP_URL) as it would to a firm's relay. Each message
 * it receives is written to the outbox folder under the name the server's file transport
 * would give it (<reference>.eml, from the Message-ID <reference@cpe-admin>), so the helpers
 * that read the outbox (support/onboarding.ts, add-user.spec.ts…) work unchanged.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  close(): Promise<void>;
}

/** The reference of a raw message: its Message-ID's local part, or null. */
export function messageReference(raw: string): string | null {
  const header = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^Message-ID:\s*<([A-Za-z0-9._-]+)@cpe-admin>/im.exec(header)?.[1] ?? null;
}

export async function startSmtpSink(outboxDir: string): Promise<SmtpSink> {
  let unnamed = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const name = `${messageReference(raw.toString('utf8')) ?? `smtp-${Date.now()}-${++unnamed}`}.eml`;
        mkdir(outboxDir, { recursive: true })
          .then(() => writeFile(path.join(outboxDir, name), raw))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
