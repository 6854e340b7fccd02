import { FOCUS_CODE_ID_TYPE } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import { COURSE_OBJECT_TYPE } from '../../shared/course-access.ts';

/** The agenda type and delivery method sent must be the tenant's: else a 400 naming the field, not a foreign-key 409. */
export async function requireLookups(
  tx: Queryable,
  body: { agenda_type_id?: number | null | undefined; delivery_method_id?: number | null | undefined },
): Promise<void> {
  const checks = [
    ['agenda_type_id', 'agenda_types', body.agenda_type_id, 'Unknown agenda type.'],
    ['delivery_method_id', 'delivery_methods', body.delivery_method_id, 'Unknown delivery method.'],
  ] as const;
  for (const [field, table, id, message] of checks) {
    if (id === undefined || id === null) continue;
    const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    if (rows.length === 0) throw invalid(`body.${field}`, message);
  }
}

/**
 * The focus code ('LOID or Focus Code' on the header) is the local learning's FOCUS CODE
 * external id, as the learning-object layer keeps a course's: an empty value removes it.
 */
export async function setFocusCode(tx: Queryable, id: number, value: string | null): Promise<void> {
  await tx.query('DELETE FROM external_ids WHERE learning_object_type_id = $1 AND learning_object_id = $2 AND id_type = $3', [
    COURSE_OBJECT_TYPE,
    id,
    FOCUS_CODE_ID_TYPE,
  ]);
  if (value === null || value.trim() === '') return;
  await tx.query(
    'INSERT INTO external_ids (learning_object_type_id, learning_object_id, id_type, external_id_value) VALUES ($1, $2, $3, $4)',
    [COURSE_OBJECT_TYPE, id, FOCUS_CODE_ID_TYPE, value.trim()],
  );
}
