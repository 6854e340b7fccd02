import {
  CLASS_ELEMENT_LOCATION,
  type ClassElementStates,
  type ClassResponse,
  classElementStates,
  type ElementConfigRow,
} from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from './class-access.ts';

/** The tenant's element configuration rows of the class pages. */
async function loadClassElementRows(tx: Queryable): Promise<ElementConfigRow[]> {
  const { rows } = await tx.query<ElementConfigRow>(
    `SELECT agenda_type_id, delivery_method_id, location, element_id, label, is_displayed, is_required, is_editable,
            is_editable_in_editing_status
       FROM element_configs WHERE location = $1`,
    [CLASS_ELEMENT_LOCATION],
  );
  return rows;
}

/**
 * Every class field's state for this class and the caller's abilities (GET /class/{id}, and
 * the write routes with the abilities requireClass found): the configuration keyed by the
 * course's agenda type and the class's delivery method (the course's while it has none).
 */
export async function classElementsFor(tx: Queryable, cls: ClassRow, abilities: ClassResponse['abilities']): Promise<ClassElementStates> {
  const rows = await loadClassElementRows(tx);
  return classElementStates(
    rows,
    { agendaTypeId: cls.agenda_type_id, deliveryMethodId: cls.delivery_method_id ?? cls.course_delivery_method_id },
    abilities,
  );
}
