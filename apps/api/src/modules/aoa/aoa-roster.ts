import type { Queryable } from '../../db/types.ts';
import { notFound } from '../../platform/errors.ts';
import { addLearner } from '../classes/index.ts';

/**
 * The requestor's live roster row of the class, adding them when they have none (the class
 * roster's own addLearner): by attendance code (method 4) after a verified code, by hand
 * (method 1) for documents. Attendance is never marked here: it comes from the affidavit
 * when it is approved.
 */
export async function requestorRosterRow(
  tx: Queryable,
  input: { classId: number; personId: number; addMethodId: number; by: number; now: Date },
): Promise<number> {
  const find = async () =>
    (
      await tx.query<{ id: number }>('SELECT id FROM class_roster WHERE class_id = $1 AND person_id = $2 AND removed_at IS NULL', [
        input.classId,
        input.personId,
      ])
    ).rows[0];
  const existing = await find();
  if (existing) return existing.id;
  const added = await addLearner(tx, {
    classId: input.classId,
    personId: input.personId,
    addMethodId: input.addMethodId,
    createdBy: input.by,
    now: input.now,
  });
  // Null only when a concurrent request added them first: theirs is the row.
  const row = added ?? (await find());
  if (!row) throw notFound('Person not found');
  return row.id;
}
