import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  errorBody,
  type HttpMethod,
  type RouteBody,
  type RouteDescriptor,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
} from '@cpe/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access, Tx } from '../db/types.ts';
import type { AuthRule } from './authorize.ts';
import { type AppError, forbidden, unauthenticated } from './errors.ts';
import { refuseUnstorableCharacters } from './input.ts';
import { refuseChangesDuringMaintenance } from './maintenance.ts';
import { countRequest, type RateLimit, UPLOAD_RATE_LIMIT } from './rate-limit.ts';
import { receiveRawBody, registerRawBodyParser } from './raw-body.ts';
import type { AppServices } from './services.ts';
import { keepSession, keptSessionRows, noteKeptActivity } from './sessions/session-cache.ts';
import { activityDue, noteActivity, type Session, sessionProbe, verifySession } from './sessions/sessions.ts';
import { bearerToken } from './sessions/tokens.ts';
import { resolveTenant, type Tenant } from './tenants.ts';
import { INCOMING_DIR, receiveUpload } from './uploads.ts';

/**
 * An answer already serialized by the handler (JSON text, or bytes in the encoding it set in
 * Content-Encoding): sent as it is, not through the response schema's serializer.
 */
export class Serialized {
  constructor(readonly body: string | Buffer) {}
}

/** Everything a handler gets: validated input, its tenant transaction, and who is asking. */
export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The request's transaction, as the application role, scoped to `tenant` by row-level security. */
  tx: Tx;
  tenant: Tenant;
  session: Session | null;
  /** The session, for routes whose rule requires one. */
  me(): Session;
  now: Date;
  services: AppServices;
  req: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  /**
   * Work to do once the request's own transaction has ended, before the answer is sent: how a
   * read (which runs read-only) records something worth keeping, such as a stored roster. A
   * failure is logged and does not change the answer.
   */
  later(task: () => Promise<void>): void;
}

/**
 * A handler's way to answer with an error while keeping what it wrote (e.g. a
 * failed sign-in is recorded, then refused). Thrown errors roll back instead.
 */
export class FailAfterCommit {
  constructor(readonly error: AppError) {}
}

type Schema = z.ZodType;

export interface RouteSpec {
  /** The contract's descriptor this route serves. */
  route: RouteDescriptor;
  method: HttpMethod;
  url: string;
  summary: string;
  tags: string[];
  auth: AuthRule;
  /**
   * Per client address (request.ip), counted in a transaction of its own before the
   * request's, so that refused and failed requests count too (ADR 0057).
   */
  rateLimit?: RateLimit;
  /** The request is multipart/form-data with one file, received before the transaction (platform/uploads.ts). */
  upload?: boolean;
  /** A GET that records something (a certificate issued on its first download): it runs in a write transaction. */
  writes?: boolean;
  /**
   * A search: it only reads, also when its filters come as a POST body, and its statements
   * are written so that one plan serves every value searched for (ADR 0050). It runs like a
   * GET, read-only and without a transaction, on the connections that plan each statement once.
   */
  search?: boolean;
  rawBody?: RawBodyOptions;
  successStatus: number;
  schema: { params?: Schema; querystring?: Schema; body?: Schema; response: Schema };
  handler(ctx: RouteContext<unknown, unknown, unknown>): Promise<unknown>;
}

/**
 * The body is raw bytes (application/octet-stream) of at most `maxBytes`, streamed to a
 * temporary file (req.rawUpload) before the transaction opens, once `admit` let the caller in
 * (e.g. by the signed token of a part URL: platform/raw-body.ts).
 */
export interface RawBodyOptions {
  maxBytes: number;
  admit(services: AppServices, req: FastifyRequest): Promise<void>;
}

/** What a route adds to its contract descriptor: documentation, the authorization rule and the handler. */
export interface RouteOptions<D extends RouteDescriptor> {
  summary: string;
  tags: string[];
  auth: AuthRule;
  rateLimit?: RateLimit;
  upload?: boolean;
  writes?: boolean;
  search?: boolean;
  rawBody?: RawBodyOptions;
  handler(ctx: RouteContext<RouteParams<D>, RouteQuery<D>, RouteBody<D>>): Promise<RouteReply<D> | FailAfterCommit | Serialized>;
}

/**
 * One endpoint: the contract's descriptor (method, path and schemas), its authorization
 * rule and its handler. Every API route is declared through this, so none can skip the
 * tenant transaction, authentication or authorization, and none spells its shape twice.
 */
export function defineRoute<D extends RouteDescriptor>(route: D, options: RouteOptions<D>): RouteSpec {
  const rateLimit = options.rateLimit ?? (options.upload ? UPLOAD_RATE_LIMIT : undefined);
  return {
    ...options,
    route,
    method: route.method,
    url: route.path,
    successStatus: route.successStatus ?? 200,
    schema: { params: route.params, querystring: route.query, body: route.body, response: route.response },
    rateLimit,
    handler: options.handler as RouteSpec['handler'],
  };
}

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429, 503] as const;

export function registerRoutes(app: FastifyInstance, services: AppServices, routes: RouteSpec[]): void {
  if (routes.some((spec) => spec.rawBody)) registerRawBodyParser(app);
  for (const spec of routes) {
    const rawBody = spec.rawBody;
    app.withTypeProvider<ZodTypeProvider>().route({
      method: spec.method,
      url: `/api${spec.url}`,
      config: { auth: spec.auth, rawBody: Boolean(rawBody) },
      preValidation: refuseUnstorableCharacters,
      // API answers are per tenant and per user, and the tenant travels in a header: no cache may keep them.
      onRequest: async (_req: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
      },
      ...(spec.upload && {
        preHandler: async (req: FastifyRequest) => {
          // Tenant, rate limit, session and rule are checked before the first byte is stored.
          await admitUpload(spec, services, req);
          await receiveUpload(req, path.join(services.config.storageDir, INCOMING_DIR));
        },
        onResponse: async (req: FastifyRequest) => {
          if (req.upload) await rm(req.upload.tempPath, { force: true });
        },
      }),
      ...(rawBody && {
        preHandler: async (req: FastifyRequest) => {
          await rawBody.admit(services, req);
          req.rawUpload = await receiveRawBody(req, path.join(services.config.storageDir, INCOMING_DIR), rawBody.maxBytes);
        },
        onResponse: async (req: FastifyRequest) => {
          if (req.rawUpload) await rm(req.rawUpload.tempPath, { force: true });
        },
      }),
      schema: {
        summary: spec.summary,
        description: `Authorization: ${spec.auth.description}.`,
        tags: spec.tags,
        ...(spec.auth.description === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(spec.schema.params && { params: spec.schema.params }),
        ...(spec.schema.querystring && { querystring: spec.schema.querystring }),
        ...(spec.schema.body && { body: spec.schema.body }),
        response: {
          [spec.successStatus]: spec.schema.response,
          ...Object.fromEntries(ERROR_STATUSES.map((s) => [s, errorBody])),
        },
      },
      handler: (req, reply) => handle(spec, services, req, reply),
    });
  }
}

/**
 * An upload's caller is checked before its body is read: the tenant, the rate limit (its
 * count commits on its own, whatever comes next), then the session and the rule on params and query (the form is
 * not read yet), read-only. The request's own transaction checks the session again, as for
 * every route.
 */
async function admitUpload(spec: RouteSpec, services: AppServices, req: FastifyRequest): Promise<void> {
  const tenant = await resolveTenant(services.tenants, req, services.config.defaultTenant);
  const input = { params: req.params, query: req.query, body: undefined };
  const now = services.clock.now();
  const limit = spec.rateLimit;
  if (limit) await countRequest(services.db, tenant.id, limit, req.ip, now);
  const token = spec.auth.needsSession(input) ? bearerToken(req.headers.authorization) : null;
  if (spec.auth.needsSession(input) && !token) throw unauthenticated();
  await services.db.withTenant(
    { tenantId: tenant.id },
    async (_tx, sessionRows) => {
      const userHeader = req.headers.user_id;
      const session = token ? verifySession(sessionRows, now, typeof userHeader === 'string' ? userHeader : undefined) : null;
      if (!spec.auth.allows({ ...input, session })) throw forbidden();
    },
    token ? sessionProbe(token, now) : undefined,
    'read',
  );
}

async function handle(spec: RouteSpec, services: AppServices, req: FastifyRequest, reply: FastifyReply) {
  const tenant = await resolveTenant(services.tenants, req, services.config.defaultTenant);
  const input = { params: req.params, query: req.query, body: req.body };
  const now = services.clock.now();
  // Counted and committed first: nothing the request does next can roll its count back. An
  // upload's request was counted when it was admitted.
  if (spec.rateLimit && !spec.upload) await countRequest(services.db, tenant.id, spec.rateLimit, req.ip, now);
  const needsSession = spec.auth.needsSession(input);
  const token = needsSession ? bearerToken(req.headers.authorization) : null;
  if (needsSession && !token) throw unauthenticated();
  reply.code(spec.successStatus);
  const access = accessOf(spec);
  const reads = access !== 'write';
  const probe = token ? sessionProbe(token, now) : undefined;
  // A read may use this process's copy of the session (ADR 0045); writes always ask the database.
  const kept = services.caches.sessions;
  const keptRows = reads && probe ? keptSessionRows(kept, tenant.id, probe.tokenHash, now) : undefined;
  const generation = kept.generation;
  let session: Session | null = null;
  const tasks: (() => Promise<void>)[] = [];
  const result = await runInTenant(req, () =>
    services.db.withTenant(
      { tenantId: tenant.id },
      async (tx, foundRows) => {
        const userHeader = req.headers.user_id;
        const sessionRows = keptRows ?? foundRows;
        session = token ? verifySession(sessionRows, now, typeof userHeader === 'string' ? userHeader : undefined) : null;
        if (reads && probe && !keptRows) keepSession(kept, tenant.id, probe.tokenHash, foundRows, now, generation);
        // Every later log line of this request, including 'request completed', names tenant and user.
        req.log = req.log.child({ tenant: tenant.subdomain, userId: session?.personId });
        reply.log = req.log;
        if (!spec.auth.allows({ ...input, session })) throw forbidden();
        if (!reads) await refuseChangesDuringMaintenance(tx, spec.route);
        return spec.handler(context(input, tx, tenant, session, now, services, req, reply, tasks));
      },
      // The session lookup rides in the same round trip as the tenant context.
      keptRows ? undefined : probe,
      access,
    ),
  );
  if (result instanceof FailAfterCommit) throw result.error;
  await runLater(tasks, req);
  // A read's lookup never writes; it notes the activity of a verified session here, when due.
  const verified = session as Session | null;
  if (reads && verified && activityDue(verified, now)) {
    await services.db.withTenant({ tenantId: tenant.id, personId: verified.personId }, (tx) => noteActivity(tx, verified, now));
    if (probe) noteKeptActivity(kept, tenant.id, probe.tokenHash, now);
  }
  return result instanceof Serialized ? result.body : result;
}

/**
 * GET handlers only read: on PostgreSQL they run without BEGIN/COMMIT, read-only (a
 * rate-limited one's hit was counted before, in its own transaction). A GET that writes says
 * so: it runs in a transaction. A search reads whatever its method (ADR 0050).
 */
function accessOf(spec: RouteSpec): Access {
  if (spec.search) return 'search';
  return spec.method === 'GET' && !spec.writes ? 'read' : 'write';
}

async function runLater(tasks: (() => Promise<void>)[], req: FastifyRequest): Promise<void> {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      req.log.warn({ err: error }, 'work after the request failed; the answer stands');
    }
  }
}

/** A file the handler stored is removed again when the transaction that recorded it does not commit. */
async function runInTenant<T>(req: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (req.upload?.storedPath) await rm(req.upload.storedPath, { force: true });
    throw error;
  }
}

function context(
  input: { params: unknown; query: unknown; body: unknown },
  tx: Tx,
  tenant: Tenant,
  session: Session | null,
  now: Date,
  services: AppServices,
  req: FastifyRequest,
  reply: FastifyReply,
  tasks: (() => Promise<void>)[],
): RouteContext<unknown, unknown, unknown> {
  return {
    ...input,
    tx,
    tenant,
    session,
    me: () => {
      if (!session) throw unauthenticated();
      return session;
    },
    now,
    services,
    req,
    reply,
    log: req.log,
    later: (task) => tasks.push(task),
  };
}
