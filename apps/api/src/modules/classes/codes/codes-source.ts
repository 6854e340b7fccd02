import { isoSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';

/** Code generation writes exactly this source name (the contract's, shared with the screen). */
export { PRODUCT_CODE_SOURCE } from '@cpe/contract';

export interface CodeRow {
  attendance_code_id: number;
  class_id: number;
  attendance_code: string;
  source_name: string;
  expiration_date: string | null;
  aoa_expiration_date: string | null;
  day: number | null;
}

/** The codes of a class, whole-class code first, then by day. */
export async function classCodes(tx: Queryable, classId: number): Promise<CodeRow[]> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT id AS attendance_code_id, class_id, attendance_code, source_name, day,
            ${isoSql('expiration_date')} AS expiration_date, ${isoSql('aoa_expiration_date')} AS aoa_expiration_date
       FROM attendance_codes WHERE class_id = $1 ORDER BY day NULLS FIRST, id`,
    [classId],
  );
  return rows;
}
