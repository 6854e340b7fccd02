import { MESSAGES } from '@cpe/contract';
import { ApiError } from './api-client.ts';

/** The message of a failed call (the server's message or sqlMessage), with the fields a 400 names. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.unexpectedError;
  // A 400's message is 'field: message' already; add only what it does not say.
  const fields = error.body?.errors?.map((e) => e.message).filter((m) => m && !error.message.includes(m)) ?? [];
  return [error.message, ...fields].join(' ');
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** A record of the firm that the user may not see: it exists, so the user is told access is denied, never "not found". */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
