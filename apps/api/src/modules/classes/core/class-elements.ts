import { type ClassElementStates, type ClassResponse, classElementStates } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { loadElementRows } from '../../learning-objects/object-config.ts';
import type { ClassRow } from './class-access.ts';
import { classObjectType } from './class-object-type.ts';

/**
 * Every class field's state for this class and the caller's abilities (GET /class/{id}, and
 * the write routes with the abilities requireClass found): the configuration keyed by the
 * course's agenda type and the class's delivery method (the course's while it has none).
 */
export async function classElementsFor(tx: Queryable, cls: ClassRow, abilities: ClassResponse['abilities']): Promise<ClassElementStates> {
  const rows = await loadElementRows(tx, classObjectType);
  return classElementStates(
    rows,
    { agendaTypeId: cls.agenda_type_id, deliveryMethodId: cls.delivery_method_id ?? cls.course_delivery_method_id },
    abilities,
  );
}
