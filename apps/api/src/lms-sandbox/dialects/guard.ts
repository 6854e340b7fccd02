import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxStore } from '../store.ts';
import { type Dialect, SandboxError } from '../types.ts';

export interface DialectContext {
  store: SandboxStore;
  /** When set, every dialect request must carry it as a bearer token. */
  apiKey: string | undefined;
}

export interface DialectShape {
  dialect: Dialect;
  /** The header that names the tenant's account in this LMS. */
  tenantHeader: string;
  /** This LMS's error body. */
  errorBody(message: string, statusCode: number): unknown;
}

/**
 * What every dialect does the same way, in its own plugin scope: refuse a wrong API key
 * (401) or a request without the tenant header (400), and render every error, the
 * sandbox's or Fastify's (malformed JSON…), in the dialect's error format.
 */
export function guardDialect(app: FastifyInstance, ctx: DialectContext, shape: DialectShape): void {
  app.addHook('onRequest', async (request) => {
    if (ctx.apiKey && request.headers.authorization !== `Bearer ${ctx.apiKey}`) throw new SandboxError(401, 'Invalid or missing API key');
    const tenant = request.headers[shape.tenantHeader];
    if (typeof tenant !== 'string' || tenant === '') throw new SandboxError(400, `The ${shape.tenantHeader} header is required`);
  });
  // A submit is recorded before its answer is held (SandboxControl.answerDelayMs).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') await ctx.store.answers.wait();
  });
  app.setErrorHandler((error, _request, reply) => {
    const e = error as { statusCode?: number; message?: string };
    const statusCode = error instanceof SandboxError ? error.statusCode : (e.statusCode ?? 500);
    const message = statusCode >= 500 && !(error instanceof SandboxError) ? 'Internal error in the LMS sandbox' : (e.message ?? 'Error');
    if (statusCode >= 500 && !(error instanceof SandboxError)) app.log.error(error);
    return reply.code(statusCode).send(shape.errorBody(message, statusCode));
  });
}

/** The submit's Idempotency-Key header: a retry with the same key gets the first answer's ticket. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : undefined;
}

/** The tenant the guard has already checked. */
export function tenantOf(request: FastifyRequest, shape: DialectShape): string {
  return String(request.headers[shape.tenantHeader]);
}
