import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH, defaultCodeExpiry } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { codeEnd, readClassDays } from '../days/class-days-write.ts';
import { PRODUCT_CODE_SOURCE } from './codes-source.ts';

/** A random code: crypto.randomInt over an alphabet without look-alike characters, so codes are hard to guess. */
export function randomAttendanceCode(): string {
  let code = '';
  for (let i = 0; i < ATTENDANCE_CODE_LENGTH; i++) code += ATTENDANCE_CODE_ALPHABET[randomInt(ATTENDANCE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Generates the class's attendance codes: one per given day when `daily`, else one for the
 * whole class. A code expires when its day ends (the class's last day for a class code),
 * as class_days holds it; the AOA expiry follows at the same time of day 30 days later, in
 * the class timezone (defaultCodeExpiry). Codes are unique in the tenant, so a (very
 * unlikely) collision draws again.
 */
export async function generateAttendanceCodes(
  tx: Queryable,
  classId: number,
  days: readonly { day: number }[],
  daily: boolean,
): Promise<void> {
  const { rows } = await tx.query<{ timezone: string }>('SELECT timezone FROM classes WHERE id = $1', [classId]);
  const timeZone = rows[0]?.timezone ?? 'UTC';
  const stored = await readClassDays(tx, classId);
  const targets: (number | null)[] = daily ? days.map((d) => d.day) : [null];
  for (const day of targets) {
    const end = codeEnd(stored, day);
    const expiry = end ? defaultCodeExpiry(end, timeZone) : { expiration_date: null, aoa_expiration_date: null };
    for (let attempt = 0; ; attempt++) {
      const { rowCount } = await tx.query(
        `INSERT INTO attendance_codes (class_id, day, attendance_code, source_name, expiration_date, aoa_expiration_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (tenant_id, attendance_code) DO NOTHING`,
        [classId, day, randomAttendanceCode(), PRODUCT_CODE_SOURCE, expiry.expiration_date, expiry.aoa_expiration_date],
      );
      if (rowCount > 0) break;
      if (attempt >= 5) throw new Error('could not draw a unique attendance code');
    }
  }
}

/** A class with a code per day gets the codes of days added since (edited days, ADR 0014). */
export async function addMissingDailyCodes(tx: Queryable, classId: number): Promise<void> {
  const { rows } = await tx.query<{ day: number }>(
    `SELECT d.day FROM class_days d JOIN classes k ON k.id = d.class_id
      WHERE d.class_id = $1 AND k.daily_attendance_codes
        AND NOT EXISTS (SELECT 1 FROM attendance_codes a WHERE a.class_id = d.class_id AND a.day = d.day)
      ORDER BY d.day`,
    [classId],
  );
  if (rows.length > 0) await generateAttendanceCodes(tx, classId, rows, true);
}
