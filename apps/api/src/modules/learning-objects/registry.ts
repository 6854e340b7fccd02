import { type AuthRule, allow } from '../../platform/authorize.ts';
import type { LearningObjectType } from './object-type.ts';

/**
 * Every learning object type the server knows. The types live in their own modules (course,
 * class, AOA, external CPE), which build on this layer, so the layer cannot import them: the
 * composition root hands them in once at start (app.ts, `registerLearningObjectTypes`), one
 * line per type. The layer's feedback, history, documents and sync-request code then serves them.
 */
let types: ReadonlyMap<number, LearningObjectType> | undefined;

/** Called once by app.ts; a second call replaces the list (a test may register its own). */
export function registerLearningObjectTypes(list: readonly LearningObjectType[]): void {
  types = new Map(list.map((t) => [t.id, t]));
}

const TYPES = () => {
  if (!types) throw new Error('No learning object types registered: app.ts registers them at start');
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

/** A rule built on first use: routes declare it at load, before app.ts has registered the types. */
function ruleOnFirstUse(build: () => AuthRule): AuthRule {
  let built: AuthRule | undefined;
  const rule = () => {
    built ??= build();
    return built;
  };
  return {
    get description() {
      return rule().description;
    },
    needsSession: (subject) => rule().needsSession(subject),
    allows: (subject) => rule().allows(subject),
    or: (other) => ruleOnFirstUse(() => rule().or(other)),
  };
}

/** The route rule of the layer's own routes: any code of any type; the record is then checked by its type. */
export const anyObjectAccess = () => ruleOnFirstUse(() => allow.anyOf(...new Set([...TYPES().values()].flatMap((t) => t.codes))));
