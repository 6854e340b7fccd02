import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from '../../../shared/class-access.ts';
import { assembleRoster } from './roster-assemble.ts';
import { readRosterData } from './roster-read.ts';
import { rosterDeliveryMethod } from './roster-rows.ts';

/** What the roster's answer takes from the class itself. */
export type RosterClass = Pick<ClassRow, 'id' | 'course_id' | 'delivery_method_id' | 'course_delivery_method_id' | 'timezone'>;

/**
 * The stored roster answer computed from its key alone (ADR 0047, 0062): every statement it runs
 * is here, so that the test of its declaration (roster-answer.ts) sees every table and column
 * it reads. The class is read again, narrowly, rather than taken from the caller's access check.
 */
export async function computeRoster(tx: Queryable, classId: number): Promise<ReturnType<typeof assembleRoster>> {
  const { rows } = await tx.query<RosterClass>(
    `SELECT k.id, k.course_id, k.delivery_method_id, c.delivery_method_id AS course_delivery_method_id, k.timezone
       FROM classes k JOIN courses c ON c.id = k.course_id
      WHERE k.id = $1`,
    [classId],
  );
  const cls = rows[0];
  if (!cls) throw new Error(`class ${classId} vanished inside its transaction`);
  return assembleRoster(await readRosterData(tx, cls), rosterDeliveryMethod(cls));
}
