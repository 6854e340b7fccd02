import { LmsError } from '../connector.ts';

/**
 * Narrow an LMS's JSON answer without trusting it: a missing or mistyped field becomes an
 * LmsError naming the field, instead of `undefined` leaking into our records.
 */
export type JsonObject = Record<string, unknown>;

function unexpected(what: string): LmsError {
  return new LmsError(`The LMS sent an unexpected answer (${what})`);
}

export function obj(value: unknown, what = 'body'): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unexpected(`${what} is not an object`);
  return value as JsonObject;
}

export function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw unexpected(`${what} is not a list`);
  return value;
}

export function str(o: JsonObject, key: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw unexpected(`${key} is missing`);
  return v;
}

export function optStr(o: JsonObject, key: string): string | undefined {
  const v = o[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function num(o: JsonObject, key: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw unexpected(`${key} is not a number`);
  return v;
}

/** Ticket ids and LMS ids go into URL paths; encode them once, here. */
export const seg = (id: string) => encodeURIComponent(id);
