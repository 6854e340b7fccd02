import { type ErrorBody, type ErrorCode, MESSAGES } from '@cpe/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseClientError, databaseUnavailable } from './database-errors.ts';

export { AppError } from './app-error.ts';

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', MESSAGES.loginRequired);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = () => new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyAttempts);
export const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION', `${field}: ${message}`, { errors: [{ field, message }] });

/** Fastify's own 4xx errors (malformed JSON, wrong content type, body too large…). */
function frameworkClientError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const code: ErrorCode = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
  // The content-type parsers' errors (malformed JSON, empty JSON body…) are about the body.
  const extra = status === 400 && error.code?.startsWith('FST_ERR_CTP_') ? { errors: [{ field: 'body', message: error.message }] } : {};
  return new AppError(status, code, error.message, extra);
}

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const errors = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'Invalid value' };
    });
    const first = errors[0];
    return new AppError(400, 'VALIDATION', first ? `${first.field}: ${first.message}` : 'Invalid request', { errors });
  }
  return databaseClientError(error) ?? databaseUnavailable(error) ?? (isFastifyError(error) ? frameworkClientError(error) : null);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

export function errorHandler(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const known = isResponseSerializationError(error) ? null : toAppError(error);
  if (known) {
    if (known.status >= 500) req.log.error({ err: error }, known.message);
    if (known.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(known.status).send(known.toBody());
  }
  req.log.error({ err: error }, 'Unhandled error');
  // An unknown server fault is 'Unknown middleware'; its details stay in the log.
  return reply.code(500).send({ message: MESSAGES.unknownMiddleware, code: 'INTERNAL' } satisfies ErrorBody);
}
