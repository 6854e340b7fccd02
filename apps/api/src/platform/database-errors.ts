import { MESSAGES } from '@cpe/contract';
import { AppError } from './app-error.ts';

/** Seconds a client should wait before trying again when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface DriverError {
  code?: unknown;
  message?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * PostgreSQL errors that bad input can cause; anything else is a server fault. The answer
 * never carries the database's own text: it names tables, columns, constraints and values.
 * Only a message raised for people (RAISE EXCEPTION in the database, SQLSTATE P0001) is
 * passed on as sqlMessage, the message the attendance and code-expiry screens prefer.
 */
export function databaseClientError(error: unknown): AppError | null {
  const { code, message } = error as DriverError;
  if (typeof code !== 'string' || !SQLSTATE.test(code)) return null;
  if (code === 'P0001' && typeof message === 'string') return new AppError(400, 'VALIDATION', message, { sqlMessage: message });
  if (code === '23505') return new AppError(409, 'CONFLICT', 'The record already exists.');
  if (code === '23503') return new AppError(409, 'CONFLICT', 'A related record is missing or in use.');
  if (code.startsWith('22')) return new AppError(400, 'VALIDATION', 'A value is out of range or malformed.');
  // A check constraint or a missing required value: the input broke a rule of the table.
  if (code === '23514' || code === '23502') return new AppError(400, 'VALIDATION', 'A value breaks a rule of the record.');
  return null;
}

/** Network failures of the connection to the database server (Node's system error codes). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATEs of a server that is down, starting, shutting down or out of connections. */
const UNAVAILABLE_STATES = /^(08...|53...|57P0[123])$/;
/** What the drivers say without a code: pg's lost or refused connections, PGlite once closed. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * The database cannot be reached (an outage, a restart, a full pool): 503 with a Retry-After,
 * so that clients and load balancers try again instead of reporting a fault.
 */
export function databaseUnavailable(error: unknown): AppError | null {
  const { code, message } = error as DriverError;
  const unavailable =
    (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message));
  return unavailable ? new AppError(503, 'UNAVAILABLE', MESSAGES.serviceUnavailable) : null;
}
