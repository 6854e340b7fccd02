import { invalid } from '../../platform/errors.ts';

/** A cursor that is the last row's id (the programs list); anything else is a 400 naming the field. */
export function parseIdCursor(cursor: string | null | undefined): number | undefined {
  if (cursor == null || cursor === '') return undefined;
  if (!/^[0-9]{1,10}$/.test(cursor) || Number(cursor) > 2_147_483_647 || Number(cursor) < 1)
    throw invalid('body.cursor', 'Malformed cursor: pass nextCursor of the previous page unchanged.');
  return Number(cursor);
}
