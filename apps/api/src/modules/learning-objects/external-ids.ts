import type { Queryable } from '../../db/types.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { LearningObjectType } from './object-type.ts';

/** One external id of a record (id_type, such as CREDENTIAL ID or FOCUS CODE, and external_id_value). */
export interface ExternalIdRow {
  id: number;
  id_type: string;
  external_id_value: string;
}

/** A record's external ids by id_type, oldest first, for a reader that has already checked the record. */
export const externalIdsOf = async (tx: Queryable, typeId: number, id: number) =>
  (
    await tx.query<ExternalIdRow>(
      `SELECT id, id_type, external_id_value FROM external_ids
        WHERE learning_object_type_id = $1 AND learning_object_id = $2 ORDER BY id_type, id`,
      [typeId, id],
    )
  ).rows;

/** The record's external ids, for someone who may see it. */
export async function listExternalIds(tx: Queryable, type: LearningObjectType, id: number, session: Session): Promise<ExternalIdRow[]> {
  await type.require(tx, id, session, 'see');
  return externalIdsOf(tx, type.id, id);
}

/** Adds an external id (409 when the record already has it) and answers the list. */
export async function addExternalId(
  tx: Queryable,
  type: LearningObjectType,
  id: number,
  session: Session,
  idType: string,
  value: string,
  now: Date,
): Promise<ExternalIdRow[]> {
  await type.require(tx, id, session, 'edit');
  const { rows } = await tx.query(
    `INSERT INTO external_ids (learning_object_type_id, learning_object_id, id_type, external_id_value)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
    [type.id, id, idType, value],
  );
  if (rows.length === 0) throw conflict(`This external id is already on the ${type.noun.toLowerCase()}.`);
  await type.touch(tx, id, session.personId, now);
  return externalIdsOf(tx, type.id, id);
}

/** Removes one of the record's external ids (404 for an id that is not the record's) and answers the list. */
export async function deleteExternalId(
  tx: Queryable,
  type: LearningObjectType,
  id: number,
  session: Session,
  externalId: number,
  now: Date,
): Promise<ExternalIdRow[]> {
  await type.require(tx, id, session, 'edit');
  const { rowCount } = await tx.query(
    'DELETE FROM external_ids WHERE id = $1 AND learning_object_type_id = $2 AND learning_object_id = $3',
    [externalId, type.id, id],
  );
  if (rowCount === 0) throw notFound('External id not found');
  await type.touch(tx, id, session.personId, now);
  return externalIdsOf(tx, type.id, id);
}
