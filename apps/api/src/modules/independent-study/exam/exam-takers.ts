import type { Queryable } from '../../../db/types.ts';
import { conflict, forbidden } from '../../../platform/errors.ts';
import { studyNotFound } from '../study-access.ts';

export interface TakeableStudy {
  id: number;
  title: string;
  version: number;
  class_id: number;
}

/** SQL: the person ($2) is assigned to the study (alias c) or on its delivery class's roster. */
export const mayTakeSql = (c: string, person: string) =>
  `(EXISTS (SELECT 1 FROM independent_study_assignments a WHERE a.course_id = ${c}.id AND a.person_id = ${person})
    OR EXISTS (SELECT 1 FROM class_roster r WHERE r.class_id = ${c}.class_id AND r.person_id = ${person} AND r.removed_at IS NULL))`;

/**
 * The independent study this person may take the final exam of (ADR 0052): a study of this
 * firm (else 404), to which they are assigned or on whose class roster they are (else 403: a
 * Finalized study is not open to everyone signed in), and which is Finalized (else 409).
 */
export async function loadTakeableStudy(
  tx: Queryable,
  id: number,
  personId: number,
  opts: { lock?: boolean } = {},
): Promise<TakeableStudy> {
  const { rows } = await tx.query<TakeableStudy & { course_status: string; may_take: boolean }>(
    `SELECT c.id, c.title, c.version, c.class_id, c.course_status, ${mayTakeSql('c', '$2::int')} AS may_take
       FROM courses c WHERE c.id = $1 AND c.kind = 'independent_study'${opts.lock ? ' FOR SHARE OF c' : ''}`,
    [id, personId],
  );
  const row = rows[0];
  if (!row) throw studyNotFound(id);
  if (!row.may_take) throw forbidden('You are not assigned to this independent study; staff assign the learners who may take it.');
  if (row.course_status !== 'Finalized')
    throw conflict(`This independent study is ${row.course_status}: its final exam opens once it is Finalized.`);
  return { id: row.id, title: row.title, version: row.version, class_id: row.class_id };
}

/** Whether this person may take the study: staff who are also takers get no answer key (ADR 0052). */
export async function isTaker(tx: Queryable, courseId: number, personId: number): Promise<boolean> {
  const { rows } = await tx.query<{ yes: boolean }>(`SELECT ${mayTakeSql('c', '$2::int')} AS yes FROM courses c WHERE c.id = $1`, [
    courseId,
    personId,
  ]);
  return rows[0]?.yes === true;
}
