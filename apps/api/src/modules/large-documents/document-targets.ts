import { AOA_OBJECT_TYPE, ATTACHMENT_TYPE_IDS, CLASS_OBJECT_TYPE, COURSE_OBJECT_TYPE, EXTERNAL_CPE_OBJECT_TYPE } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { aoaDocumentTarget } from '../aoa/index.ts';
import { requireClassAction, storeClassDocument } from '../classes/index.ts';
import type { DocumentTarget } from '../documents/index.ts';
import { courseDocumentTarget, requirePersonAccess, storeBiography, storePersonDocument } from '../documents/index.ts';
import { externalCpeDocumentTarget } from '../external-cpe/index.ts';

/** Class documentation (32), as POST /docs/class with in_class_id: whoever may edit the class. */
const classDocumentTarget: DocumentTarget = {
  async check(tx, session, classId, typeId) {
    if (typeId !== ATTACHMENT_TYPE_IDS.classDocumentation)
      throw invalid('body.attachment_type_id', `A class's documents are Class Documentation (${ATTACHMENT_TYPE_IDS.classDocumentation}).`);
    await requireClassAction(tx, classId, session, 'edit');
  },
  store: (tx, ctx, classId, typeId, upload) => storeClassDocument(tx, ctx, classId, typeId, upload),
};

/**
 * A person's documents, as POST /docs/class with in_people_id: a biography (11) or another
 * person attachment type, by the person themself or their administrator.
 */
const personDocumentTarget: DocumentTarget = {
  async check(tx, session, personId, typeId) {
    if (typeId !== ATTACHMENT_TYPE_IDS.biography) {
      const { rows } = await tx.query('SELECT 1 FROM attachment_types WHERE id = $1 AND learning_object_type_id IS NULL', [typeId]);
      if (rows.length === 0) throw invalid('body.attachment_type_id', "Choose an attachment type of a person's documents.");
    }
    await requirePersonAccess(tx, personId, session);
  },
  store: (tx, ctx, personId, typeId, upload) =>
    typeId === ATTACHMENT_TYPE_IDS.biography
      ? storeBiography(tx, ctx, personId, upload)
      : storePersonDocument(tx, ctx, personId, typeId, upload),
};

/** Learning object types whose documents may come in parts (local learning, independent study and vended content are courses). */
const OBJECT_TARGETS: ReadonlyMap<number, DocumentTarget> = new Map([
  [COURSE_OBJECT_TYPE, courseDocumentTarget],
  [CLASS_OBJECT_TYPE, classDocumentTarget],
  [AOA_OBJECT_TYPE, aoaDocumentTarget],
  [EXTERNAL_CPE_OBJECT_TYPE, externalCpeDocumentTarget],
]);

/** The record a document goes to, as the upload's body names it (the contract allows exactly one). */
export interface RecordRef {
  learning_object_type_id?: number;
  learning_object_id?: number;
  in_people_id?: number;
}

export interface ResolvedTarget {
  target: DocumentTarget;
  recordId: number;
  objectTypeId: number | null;
  personId: number | null;
}

export function resolveTarget(ref: RecordRef): ResolvedTarget {
  if (ref.in_people_id !== undefined)
    return { target: personDocumentTarget, recordId: ref.in_people_id, objectTypeId: null, personId: ref.in_people_id };
  const typeId = ref.learning_object_type_id as number;
  const target = OBJECT_TARGETS.get(typeId);
  if (!target)
    throw invalid(
      'body.learning_object_type_id',
      `Documents in parts go to a course (1), class (3), affidavit (7) or external CPE request (8).`,
    );
  return { target, recordId: ref.learning_object_id as number, objectTypeId: typeId, personId: null };
}

/** Refuses, as the record's own upload would, a caller who may not add this document. */
export async function checkTarget(
  tx: Queryable,
  session: Session,
  ref: RecordRef & { attachment_type_id: number },
): Promise<ResolvedTarget> {
  const resolved = resolveTarget(ref);
  await resolved.target.check(tx, session, resolved.recordId, ref.attachment_type_id);
  return resolved;
}
