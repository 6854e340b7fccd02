/**
 * The pieces every search's SQL repeated: a typed text that may be a record's id, a range of
 * calendar days over a timestamp, and the opaque keyset cursor (base64url JSON). Each search
 * keeps its own filters, order and cursor fields; only these shared rules live here.
 */
import type { z } from 'zod';
import type { SqlParams } from './sql.ts';

/** The largest value of a PostgreSQL int column: a larger number names no id. */
export const INT4_MAX = 2_147_483_647;

/**
 * The text's alternatives OR-ed together, led by `idColumn = text` when the text is a whole
 * number an int column can hold (so typing a record's number finds it). The id's parameter is
 * added after the alternatives' own, as every search numbered them.
 */
export function textOrIdSql(p: SqlParams, text: string, idColumn: string, alternatives: readonly string[]): string {
  const id = /^\d{1,10}$/.test(text) && Number(text) <= INT4_MAX ? [`${idColumn} = ${p.add(Number(text))}::int`] : [];
  return `(${[...id, ...alternatives].join(' OR ')})`;
}

/** The start of a calendar day in UTC, and of the day after, as ISO timestamps. */
export function utcDayStart(ymd: string, plusDays = 0): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString();
}

/** A timestamp column within the calendar days `from`..`to` (UTC, both inclusive; either may be absent). */
export function daysWithinSql(p: SqlParams, column: string, from: string | undefined, to: string | undefined): string[] {
  const where: string[] = [];
  if (from) where.push(`${column} >= ${p.add(utcDayStart(from))}::timestamptz`);
  if (to) where.push(`${column} < ${p.add(utcDayStart(to, 1))}::timestamptz`);
  return where;
}

/** A cursor as the client holds it: its fields as JSON, in base64url. */
export const encodeCursorJson = (fields: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');

/**
 * The fields of a cursor this server made, or null for anything else (not base64url, not
 * JSON, not the schema): the caller answers null with its own 400.
 */
export function readCursorJson<S extends z.ZodType>(cursor: string, schema: S): z.output<S> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = schema.safeParse(parsed);
  return result.success ? result.data : null;
}
