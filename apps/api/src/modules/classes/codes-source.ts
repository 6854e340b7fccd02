import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';

/**
 * The source_name of attendance codes this product generates. Codes with any other
 * source came from an LMS, and then the class's code expiration editing is disabled
 * (spec §5, codeEditingDisabled). Code generation must write exactly this name.
 */
export const PRODUCT_CODE_SOURCE = 'CPE Admin';

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
