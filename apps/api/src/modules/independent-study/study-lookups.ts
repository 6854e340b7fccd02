import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';

/** An agenda type or delivery method id that is not one of the firm's is a 400 naming the field, not a database error. */
export async function checkLookups(
  tx: Queryable,
  ids: { agenda_type_id?: number | null | undefined; delivery_method_id?: number | null | undefined },
): Promise<void> {
  const { rows } = await tx.query<{ at: boolean; dm: boolean }>(
    `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM agenda_types WHERE id = $1)) AS at,
            ($2::int IS NULL OR EXISTS (SELECT 1 FROM delivery_methods WHERE id = $2)) AS dm`,
    [ids.agenda_type_id ?? null, ids.delivery_method_id ?? null],
  );
  if (!rows[0]?.at) throw invalid('body.agenda_type_id', 'No such agenda type.');
  if (!rows[0]?.dm) throw invalid('body.delivery_method_id', 'No such delivery method.');
}
