import path from 'node:path';
import { isValidSubdomain } from '@cpe/contract';
import { REPO_ROOT } from './api-root.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** Everything the server reads from its environment (README: Configuration). */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** Connections of the searches' pool (ADR 0050), besides dbPoolSize. */
  dbSearchPoolSize: number;
  defaultTenant: string;
  /** nodemailer transport URL; when unset e-mail is written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  outboxDir: string;
  storageDir: string;
  webDistDir: string;
  logLevel: string;
  /** Public origin used in e-mailed links, with {tenant} for the tenant's sub-domain. */
  publicUrl: string;
  /** Seed demo data at start (always in embedded mode). */
  seedDemo: boolean;
  /** Whose X-Forwarded-For to believe (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Base URL of the tenants' LMSs (`{tenant}` allowed); main.ts fills in the sandbox's URL when unset. */
  lmsUrl: string | undefined;
  /** Bearer token sent to the LMS. */
  lmsApiKey: string | undefined;
  /** Origins (`{tenant}` allowed) a firm's own LMS connection may point at, besides LMS_URL's (ADR 0058). */
  lmsAllowedOrigins: string[];
  /** Run the built-in LMS sandbox on loopback (demo and development). */
  lmsSandbox: boolean;
  lmsSandboxPort: number;
  /** How long an LMS sync run's hold on its request lasts unrenewed: a crashed run's request is resumed after it (sync-lease.ts). */
  lmsSyncLeaseSeconds: number;
  /** An S3-compatible object store for documents uploaded in parts; local STORAGE_DIR when unset (ADR 0040). */
  s3: S3Config | undefined;
  /** What uploads in parts may hold open and store (ADR 0057). */
  uploadQuotas: UploadQuotas;
}

/** Limits of uploads in parts, per person and per firm (README: Configuration; ADR 0057). */
export interface UploadQuotas {
  /** Unfinished uploads one person may have open at once. */
  openPerPerson: number;
  openPerTenant: number;
  /** Declared bytes (parts × 5,242,880) of the open uploads of one person, of one firm. */
  inFlightBytesPerPerson: number;
  inFlightBytesPerTenant: number;
  /** A firm's stored documents plus its open uploads. */
  storedBytesPerTenant: number;
  /** An upload with no part received for this long is removed with its parts. */
  abandonedAfterHours: number;
}

const GIB = 1024 ** 3;

/** A positive whole number from the environment, or the default; anything else stops the start. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not ${text}`);
  return value;
}

function uploadQuotas(env: NodeJS.ProcessEnv): UploadQuotas {
  return {
    openPerPerson: positiveInteger(env, 'UPLOAD_OPEN_PER_PERSON', 5),
    openPerTenant: positiveInteger(env, 'UPLOAD_OPEN_PER_TENANT', 100),
    inFlightBytesPerPerson: positiveInteger(env, 'UPLOAD_IN_FLIGHT_BYTES_PER_PERSON', 5 * GIB),
    inFlightBytesPerTenant: positiveInteger(env, 'UPLOAD_IN_FLIGHT_BYTES_PER_TENANT', 20 * GIB),
    storedBytesPerTenant: positiveInteger(env, 'DOCUMENT_STORED_BYTES_PER_TENANT', 50 * GIB),
    abandonedAfterHours: positiveInteger(env, 'UPLOAD_ABANDONED_AFTER_HOURS', 24),
  };
}

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com or a MinIO URL; objects are addressed path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** All five S3_* variables, or none: a half-configured store is a start-up error, not a silent fallback. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const values = {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
  const set = Object.values(values).filter(Boolean).length;
  if (set === 0) return undefined;
  if (set < 5) throw new Error('Set all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none.');
  return { ...(values as S3Config), endpoint: (values.endpoint as string).replace(/\/+$/, '') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const defaultTenant = env.DEFAULT_TENANT ?? 'demo';
  if (!isValidSubdomain(defaultTenant)) throw new Error(`DEFAULT_TENANT is not a valid sub-domain: ${defaultTenant}`);
  const port = Number(env.PORT ?? 3000);
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: Number(env.DB_POOL_SIZE ?? 10),
    dbSearchPoolSize: Number(env.DB_SEARCH_POOL_SIZE ?? env.DB_POOL_SIZE ?? 10),
    defaultTenant,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CPE Administration <no-reply@localhost>',
    dataDir,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL ?? `http://{tenant}.localhost:${port}`,
    seedDemo,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    lmsUrl: env.LMS_URL || undefined,
    lmsSyncLeaseSeconds: Math.max(3, positiveInteger(env, 'LMS_SYNC_LEASE_SECONDS', 30)),
    lmsApiKey: env.LMS_API_KEY || undefined,
    lmsAllowedOrigins: (env.LMS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    // The demo data's classes sync somewhere by default; a real deployment points LMS_URL at its LMS.
    lmsSandbox: env.LMS_SANDBOX ? env.LMS_SANDBOX === 'true' : seedDemo,
    lmsSandboxPort: Number(env.LMS_SANDBOX_PORT ?? 3100),
    s3: s3Config(env),
    uploadQuotas: uploadQuotas(env),
  };
}
