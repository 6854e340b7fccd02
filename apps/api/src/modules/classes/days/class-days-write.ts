import { type ClassDayTimes, classDayInstants, defaultCodeExpiry, followDefault, moveToZone } from '@cpe/contract';
import { ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { conflict } from '../../../platform/errors.ts';
import { PRODUCT_CODE_SOURCE } from '../codes/codes-source.ts';

/**
 * The one writer of class days (ADR 0014): each day's date and wall-clock times in the
 * class timezone, with the instants they name, computed by the contract's rules. When the
 * days or the timezone change, the codes this product generated follow: an expiry at a
 * day's end moves with that end, and a timezone change keeps every expiry's wall clock.
 */

export interface StoredDay extends ClassDayTimes {
  day: number;
  starts_at: Date;
  ends_at: Date;
}

interface CodeRow {
  id: number;
  day: number | null;
  expiration_date: Date | null;
  aoa_expiration_date: Date | null;
}

export async function readClassDays(tx: Queryable, classId: number): Promise<StoredDay[]> {
  const { rows } = await tx.query<StoredDay>(
    `SELECT day, ${ymdSql('class_date')} AS date, start_time, end_time, starts_at, ends_at FROM class_days WHERE class_id = $1 ORDER BY day`,
    [classId],
  );
  return rows;
}

/** Days 1..n of `days` with their instants in the zone; 409 for a zone Intl does not know. */
function withInstants(days: readonly ClassDayTimes[], timeZone: string): StoredDay[] {
  return days.map((d, i) => {
    const at = classDayInstants(d, timeZone);
    if (!at) throw conflict(`Unknown timezone ${timeZone}.`);
    return { day: i + 1, date: d.date, start_time: d.start_time, end_time: d.end_time, ...at };
  });
}

/** Writes the given days over the stored ones, by day number: changed days updated, new ones added, the rest removed. */
async function writeDays(tx: Queryable, classId: number, days: readonly StoredDay[]): Promise<void> {
  const col = <K extends keyof StoredDay>(key: K) => days.map((d) => d[key]);
  const params = [
    classId,
    col('day'),
    col('date'),
    col('start_time'),
    col('end_time'),
    days.map((d) => d.starts_at.toISOString()),
    days.map((d) => d.ends_at.toISOString()),
  ];
  const given = 'unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(day, dt, s, e, sa, ea)';
  await tx.query('DELETE FROM class_days WHERE class_id = $1 AND day > $2', [classId, days.length]);
  // One statement for every changed day: the date key is checked when it ends (migration 0011).
  await tx.query(
    `UPDATE class_days d SET class_date = x.dt::date, start_time = x.s, end_time = x.e, starts_at = x.sa::timestamptz, ends_at = x.ea::timestamptz
       FROM ${given}
      WHERE d.class_id = $1 AND d.day = x.day
        AND (d.class_date, d.start_time, d.end_time, d.starts_at, d.ends_at) IS DISTINCT FROM (x.dt::date, x.s, x.e, x.sa::timestamptz, x.ea::timestamptz)`,
    params,
  );
  await tx.query(
    `INSERT INTO class_days (class_id, day, class_date, start_time, end_time, starts_at, ends_at)
     SELECT $1, x.day, x.dt::date, x.s, x.e, x.sa::timestamptz, x.ea::timestamptz FROM ${given}
      WHERE NOT EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = $1 AND d.day = x.day)`,
    params,
  );
  await tx.query('UPDATE classes SET start_date = $2::date WHERE id = $1 AND start_date IS DISTINCT FROM $2::date', [
    classId,
    days[0]?.date ?? null,
  ]);
}

/** This product's codes of the class (an LMS's codes are the LMS's to change). */
async function productCodes(tx: Queryable, classId: number): Promise<CodeRow[]> {
  const { rows } = await tx.query<CodeRow>(
    'SELECT id, day, expiration_date, aoa_expiration_date FROM attendance_codes WHERE class_id = $1 AND source_name = $2 ORDER BY id',
    [classId, PRODUCT_CODE_SOURCE],
  );
  return rows;
}

async function setExpiry(tx: Queryable, code: CodeRow, expiration: Date | null, aoa: Date | null): Promise<void> {
  if (expiration?.getTime() === code.expiration_date?.getTime() && aoa?.getTime() === code.aoa_expiration_date?.getTime()) return;
  await tx.query('UPDATE attendance_codes SET expiration_date = $2, aoa_expiration_date = $3 WHERE id = $1', [code.id, expiration, aoa]);
}

/** When a code's day ends: its own day's end, or the last end of the class for a whole-class code. */
export function codeEnd(days: readonly StoredDay[], day: number | null): Date | null {
  const ends = (day === null ? days : days.filter((d) => d.day === day)).map((d) => d.ends_at.getTime());
  return ends.length === 0 ? null : new Date(Math.max(...ends));
}

/**
 * Saves the class's days 1..n in the class timezone. Codes whose expiry (or AOA expiry)
 * was the default of the old end get the default of the new one; a daily code of a
 * removed day goes with it. The caller has checked the days (classDaysProblems).
 */
export async function saveClassDays(tx: Queryable, classId: number, days: readonly ClassDayTimes[], timeZone: string): Promise<void> {
  const before = await readClassDays(tx, classId);
  const after = withInstants(days, timeZone);
  await writeDays(tx, classId, after);
  for (const code of await productCodes(tx, classId)) {
    const newEnd = codeEnd(after, code.day);
    if (newEnd === null) {
      await tx.query('DELETE FROM attendance_codes WHERE id = $1', [code.id]);
      continue;
    }
    const oldEnd = codeEnd(before, code.day);
    const was = oldEnd && defaultCodeExpiry(oldEnd, timeZone);
    const now = defaultCodeExpiry(newEnd, timeZone);
    await setExpiry(
      tx,
      code,
      followDefault(code.expiration_date, was?.expiration_date ?? null, now.expiration_date),
      followDefault(code.aoa_expiration_date, was?.aoa_expiration_date ?? null, now.aoa_expiration_date),
    );
  }
}

/**
 * The class moved to another timezone: its days keep their wall clock and get the
 * instants it names there, and so do the expiries of this product's codes.
 */
export async function changeClassTimezone(tx: Queryable, classId: number, fromZone: string, toZone: string): Promise<void> {
  if (fromZone === toZone) return;
  await tx.query('UPDATE classes SET timezone = $2 WHERE id = $1', [classId, toZone]);
  await writeDays(tx, classId, withInstants(await readClassDays(tx, classId), toZone));
  const move = (instant: Date | null) => instant && (moveToZone(instant, fromZone, toZone) ?? instant);
  for (const code of await productCodes(tx, classId)) await setExpiry(tx, code, move(code.expiration_date), move(code.aoa_expiration_date));
}
