import { allow } from '../../platform/authorize.ts';
import { aoaObjectType } from '../aoa/aoa-object-type.ts';
import { classObjectType } from '../classes/core/class-object-type.ts';
import { courseObjectType } from '../courses/course-object-type.ts';
import type { LearningObjectType } from './object-type.ts';

/**
 * Every learning object type the server knows. AOA, external CPE (requests), local learning,
 * independent study and vended content are one line each here once their module declares its
 * type; the layer's feedback, history, documents and sync-request code then serves them.
 */
const registered = (): LearningObjectType[] => [courseObjectType, classObjectType, aoaObjectType];

// Built on first use, not at load: the types' modules and the layer's users import each other.
let types: ReadonlyMap<number, LearningObjectType> | undefined;
const TYPES = () => {
  types ??= new Map(registered().map((t) => [t.id, t]));
  return types;
};

/** The type of a learning_object_type_id, or undefined for one the server does not know (yet). */
export function learningObjectType(typeId: number): LearningObjectType | undefined {
  return TYPES().get(typeId);
}

/** The type of an id the caller named; throws for an unknown type (a programming error, not input). */
export function requireObjectType(typeId: number): LearningObjectType {
  const type = TYPES().get(typeId);
  if (!type) throw new Error(`Unknown learning object type ${typeId}`);
  return type;
}

/** The route rule of the layer's own routes: any code of any type; the record is then checked by its type. */
export const anyObjectAccess = () => allow.anyOf(...new Set([...TYPES().values()].flatMap((t) => t.codes)));
