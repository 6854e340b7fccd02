import type { ElementConfigRow } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { LearningObjectType } from './object-type.ts';

/**
 * The tenant's element configuration rows of a type's pages (element_configs by location);
 * the contract's resolveElementConfig picks the record's by its configuration keys.
 */
export async function loadElementRows(tx: Queryable, type: Pick<LearningObjectType, 'elementLocation'>): Promise<ElementConfigRow[]> {
  const { rows } = await tx.query<ElementConfigRow>(
    `SELECT agenda_type_id, delivery_method_id, location, element_id, label, is_displayed, is_required, is_editable,
            is_editable_in_editing_status
       FROM element_configs WHERE location = $1`,
    [type.elementLocation],
  );
  return rows;
}

export interface PageConfigRow {
  step: string;
  title: string;
  path: string;
  is_default_disabled: boolean;
}

/** The tenant's step list of a type (page_configs by category), in order. */
export async function loadPageRows(tx: Queryable, type: LearningObjectType): Promise<PageConfigRow[]> {
  const { rows } = await tx.query<PageConfigRow>(
    'SELECT step, title, path, is_default_disabled FROM page_configs WHERE category = $1 ORDER BY sort_order, id',
    [type.pageCategory],
  );
  return rows;
}
