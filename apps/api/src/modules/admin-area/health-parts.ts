import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HealthPart, HealthState } from '@cpe/contract';
import nodemailer from 'nodemailer';
import { migrationStatus } from '../../db/migrate.ts';
import type { Queryable } from '../../db/types.ts';
import type { AppServices } from '../../platform/services.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';

/** A probe that takes longer than this counts as down: the page refreshes every few seconds. */
export const PROBE_TIMEOUT_MS = 3000;
/** Above this a database round trip is slow (degraded). */
const SLOW_DB_MS = 250;

type Part = Omit<HealthPart, 'details'> & { details?: HealthPart['details'] };
const part = (p: Part): HealthPart => ({ details: [], ...p });
const elapsed = (start: number) => Math.round((performance.now() - start) * 10) / 10;
const why = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A round trip on the request's own connection (PGlite has only one; PostgreSQL's is pooled). */
export async function databasePart(tx: Queryable): Promise<HealthPart> {
  const start = performance.now();
  try {
    await withTimeout(tx.query('SELECT 1'), 'The database');
    const ms = elapsed(start);
    const state: HealthState = ms > SLOW_DB_MS ? 'degraded' : 'ok';
    return part({ key: 'database', name: 'Database', state, message: state === 'ok' ? 'Up' : 'Slow round trip', value: `${ms} ms` });
  } catch (err) {
    return part({ key: 'database', name: 'Database', state: 'down', message: why(err), value: `${elapsed(start)} ms` });
  }
}

export async function jobsPart(services: AppServices, tx: Queryable): Promise<HealthPart> {
  const name = 'Job queue';
  if (!services.jobs.isRunning()) return part({ key: 'jobs', name, state: 'down', message: 'The job queue is not running', value: '' });
  try {
    const queues = await withTimeout(services.jobs.stats(tx), 'The job queue');
    const sum = (k: 'queued' | 'active' | 'failed_24h') => queues.reduce((n, q) => n + q[k], 0);
    const failed = sum('failed_24h');
    return part({
      key: 'jobs',
      name,
      state: failed > 0 ? 'degraded' : 'ok',
      message: failed > 0 ? `${failed} job(s) failed in the last 24 hours` : 'Running',
      value: `${sum('queued')} queued, ${sum('active')} active, ${failed} failed in 24 h`,
      details: queues.map((q) => ({ label: q.name, value: `${q.queued} queued, ${q.active} active, ${q.failed_24h} failed in 24 h` })),
    });
  } catch (err) {
    return part({ key: 'jobs', name, state: 'down', message: why(err), value: '' });
  }
}

/** The tenant's LMS: its type and a real request to its URL (any HTTP answer below 500 is reachable). */
export async function lmsType(tx: Queryable): Promise<string> {
  const { defaultLms } = await loadTenantSettings(tx, ['defaultLms']);
  return defaultLms ?? 'none';
}

export async function lmsPart(services: AppServices, type: string, tenant: string): Promise<HealthPart> {
  const name = 'LMS connector';
  const base = services.config.lmsUrl;
  if (!base)
    return part({ key: 'lms', name, state: 'ok', message: 'Not configured', value: type, details: [{ label: tenant, value: type }] });
  const url = base.replaceAll('{tenant}', encodeURIComponent(tenant));
  const start = performance.now();
  try {
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), redirect: 'manual' });
    await res.body?.cancel();
    const ms = elapsed(start);
    const state: HealthState = res.status >= 500 ? 'degraded' : 'ok';
    return part({
      key: 'lms',
      name,
      state,
      message: state === 'ok' ? `${type} reachable` : `${type} answered ${res.status}`,
      value: `${ms} ms`,
      details: [{ label: tenant, value: `${type}, HTTP ${res.status}` }],
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    // The URL may carry credentials: the message names only what went wrong.
    const message = timedOut ? `${type} did not answer within ${PROBE_TIMEOUT_MS} ms` : `${type} unreachable`;
    return part({ key: 'lms', name, state: 'down', message, value: `${elapsed(start)} ms`, details: [{ label: tenant, value: type }] });
  }
}

/** SMTP: nodemailer's verify(); the outbox folder otherwise. Plus the tenant's outbound e-mails. */
export async function mailPart(services: AppServices, tx: Queryable): Promise<HealthPart> {
  const name = 'Mail transport';
  const { rows } = await tx.query<{ queued: number; failing: number }>(
    `SELECT count(*) FILTER (WHERE status <> 'sent')::int AS queued,
            count(*) FILTER (WHERE status <> 'sent' AND last_error IS NOT NULL)::int AS failing
       FROM outbound_emails`,
  );
  const { queued, failing } = rows[0] ?? { queued: 0, failing: 0 };
  const value = `${queued} queued, ${failing} failing`;
  const { smtpUrl, outboxDir } = services.config;
  const start = performance.now();
  try {
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      try {
        await withTimeout(transport.verify(), 'The SMTP server');
      } finally {
        transport.close();
      }
    } else {
      await mkdir(outboxDir, { recursive: true });
      await access(outboxDir, constants.W_OK);
    }
    const how = smtpUrl ? 'SMTP server accepts connections' : 'Outbox folder writable';
    return part({
      key: 'mail',
      name,
      state: failing > 0 ? 'degraded' : 'ok',
      message: failing > 0 ? `${failing} e-mail(s) failed to send and wait for a retry` : how,
      value: `${value}; ${elapsed(start)} ms`,
    });
  } catch (err) {
    // nodemailer's messages may name the server; say only which transport failed.
    const message = smtpUrl
      ? 'The SMTP server cannot be reached'
      : `The outbox folder is not writable (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
    return part({ key: 'mail', name, state: 'down', message, value });
  }
}

/** Writes, reads back and deletes a probe file where documents are stored. */
export async function storagePart(services: AppServices): Promise<HealthPart> {
  const name = 'Document storage';
  const dir = path.join(services.config.storageDir, 'health-probes');
  const file = path.join(dir, `${randomUUID()}.probe`);
  const payload = randomUUID();
  const start = performance.now();
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(file, payload);
    const back = await readFile(file, 'utf8');
    if (back !== payload) throw new Error('The probe file read back differs from what was written');
    await rm(file);
    return part({ key: 'storage', name, state: 'ok', message: 'Write, read and delete succeeded', value: `${elapsed(start)} ms` });
  } catch (err) {
    await rm(file, { force: true }).catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    return part({ key: 'storage', name, state: 'down', message: code ? `Storage error ${code}` : why(err), value: `${elapsed(start)} ms` });
  }
}

export async function migrationsPart(tx: Queryable): Promise<HealthPart> {
  const name = 'Migrations';
  try {
    const s = await withTimeout(migrationStatus(tx), 'The migration table');
    const pending = s.pending.length;
    return part({
      key: 'migrations',
      name,
      state: pending > 0 ? 'degraded' : 'ok',
      message: pending > 0 ? `${pending} migration(s) not applied: ${s.pending.join(', ')}` : `Latest: ${s.latest ?? 'none'}`,
      value: `${s.applied} applied of ${s.files}`,
    });
  } catch (err) {
    return part({ key: 'migrations', name, state: 'down', message: why(err), value: '' });
  }
}
