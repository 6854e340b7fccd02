import { randomInt } from 'node:crypto';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { PRODUCT_CODE_SOURCE } from './codes-source.ts';

/** AOA verification stays open this long after the code itself expires. */
const AOA_GRACE = '30 days';

/** A random code: crypto.randomInt over an alphabet without look-alike characters, so codes are hard to guess. */
export function randomAttendanceCode(): string {
  let code = '';
  for (let i = 0; i < ATTENDANCE_CODE_LENGTH; i++) code += ATTENDANCE_CODE_ALPHABET[randomInt(ATTENDANCE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Generates the class's attendance codes: one per given day when `daily`, else one for the
 * whole class. A code expires at the end of its day (the class's last day for a class code),
 * in the class timezone, read from class_days; the AOA expiry follows 30 days later.
 * Codes are unique in the tenant, so a (very unlikely) collision draws again.
 */
export async function generateAttendanceCodes(
  tx: Queryable,
  classId: number,
  days: readonly { day: number }[],
  daily: boolean,
): Promise<void> {
  const targets: (number | null)[] = daily ? days.map((d) => d.day) : [null];
  for (const day of targets) {
    for (let attempt = 0; ; attempt++) {
      const { rowCount } = await tx.query(
        `INSERT INTO attendance_codes (class_id, day, attendance_code, source_name, expiration_date, aoa_expiration_date, created_at)
         SELECT k.id, $2::int, $3, $4, e.ends, e.ends + $5::interval, now()
           FROM classes k
           CROSS JOIN LATERAL (SELECT max((d.class_date + d.end_time::time) AT TIME ZONE k.timezone) AS ends
                                 FROM class_days d WHERE d.class_id = k.id AND ($2::int IS NULL OR d.day = $2::int)) e
          WHERE k.id = $1
         ON CONFLICT (tenant_id, attendance_code) DO NOTHING`,
        [classId, day, randomAttendanceCode(), PRODUCT_CODE_SOURCE, AOA_GRACE],
      );
      if (rowCount > 0) break;
      if (attempt >= 5) throw new Error('could not draw a unique attendance code');
    }
  }
}
