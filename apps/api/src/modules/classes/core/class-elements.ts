import {
  CLASS_ELEMENT_LOCATION,
  type ClassElementStates,
  type ClassResponse,
  classElementStates,
  type ElementConfigRow,
  LOCAL_LEARNING_ELEMENT_LOCATION,
  localLearningClassElementRows,
} from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import type { ClassRow } from '../../../shared/class-access.ts';
import { loadElementRows } from '../../learning-objects/index.ts';
import { classObjectType } from './class-object-type.ts';

/**
 * The element rows that govern a class: the class pages' rows; for the class of a local
 * learning, its AOA expiry follows the local learning pages' row when there is one.
 */
export async function classElementRows(tx: Queryable, courseKind: string): Promise<ElementConfigRow[]> {
  const rows = await loadElementRows(tx, classObjectType);
  if (courseKind !== 'local_learning') return rows;
  const own = await loadElementRows(tx, { elementLocation: LOCAL_LEARNING_ELEMENT_LOCATION });
  return localLearningClassElementRows(rows, own, CLASS_ELEMENT_LOCATION);
}

/**
 * Every class field's state for this class and the caller's abilities (GET /class/{id}, and
 * the write routes with the abilities requireClass found): the configuration keyed by the
 * course's agenda type and the class's delivery method (the course's while it has none).
 */
export async function classElementsFor(tx: Queryable, cls: ClassRow, abilities: ClassResponse['abilities']): Promise<ClassElementStates> {
  return classElementStates(
    await classElementRows(tx, cls.course_kind),
    { agendaTypeId: cls.agenda_type_id, deliveryMethodId: cls.delivery_method_id ?? cls.course_delivery_method_id },
    abilities,
  );
}
