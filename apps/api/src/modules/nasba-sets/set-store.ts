import { ADMIN_PAGE_ROLES, NASBA_SET_MESSAGES, type NasbaSetBody, type NasbaSetKind } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { invalid, notFound } from '../../platform/errors.ts';

/** /accadmin/nasbaquestions(/{id}) and its routes: the Educe ACC Administrators (a role guard). */
export const nasbaQuestionsPage = () => allow.roles(...ADMIN_PAGE_ROLES['accadmin-nasbaquestions']);

export interface SetRow {
  id: number;
  name: string;
  offering_kinds: NasbaSetKind[];
  is_default: boolean;
  current_version: number;
}

/** A set of the caller's firm, locked against a concurrent publish; another firm's is 404. */
export async function loadSet(tx: Queryable, id: number, lock = false): Promise<SetRow> {
  const { rows } = await tx.query<SetRow>(
    `SELECT id, name, offering_kinds, is_default, current_version FROM nasba_question_sets WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const set = rows[0];
  if (!set) throw notFound(`NASBA question set ${id} was not found.`);
  return set;
}

/**
 * Names are unique; an offering type answers one set, so naming it here takes it from any
 * other set (a type no set names answers the default set).
 */
export async function saveSetHeader(tx: Queryable, body: NasbaSetBody, exceptId: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM nasba_question_sets WHERE lower(name) = lower($1) AND id <> $2', [body.name, exceptId]);
  if (rows.length > 0) throw invalid('body.name', NASBA_SET_MESSAGES.nameTaken);
  await tx.query(
    `UPDATE nasba_question_sets
        SET offering_kinds = ARRAY(SELECT k FROM unnest(offering_kinds) AS k WHERE k <> ALL ($1::text[]))
      WHERE id <> $2 AND offering_kinds && $1::text[]`,
    [body.offering_kinds, exceptId],
  );
}
