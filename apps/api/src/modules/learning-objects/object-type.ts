import type { ApprovalCheck, PermissionCode } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/**
 * What the layer may ask of a record: see it, change it, leave feedback on its pages, resolve
 * that feedback. Each type answers from its own policy (course-access.ts, class-access.ts).
 */
export type ObjectAction = 'see' | 'edit' | 'leaveFeedback' | 'resolveFeedback';

/** The keys that pick a record's element and page configuration rows. */
export interface ConfigKeys {
  agendaTypeId: number | null;
  deliveryMethodId: number | null;
  /** Requests (AOA, external CPE) are configured by their request type. */
  requestTypeId?: number | null;
}

/**
 * One learning object type (learning_object_type_id): the generic tables — feedback,
 * workflow_history, documents, lms_sync_requests, element_configs, page_configs — hold every
 * type's rows; this says how to reach and judge one record of the type. A new type (AOA,
 * external CPE, local learning, independent study, vended content) is one of these, registered
 * by app.ts (registry.ts).
 */
export interface LearningObjectType {
  id: number;
  /** Its name in messages: "Course not found". */
  noun: string;
  /** Any code that lets someone work on some record of the type; each record is then checked by require. */
  codes: readonly PermissionCode[];
  /**
   * Loads the record for an action (locked for a write), or throws as the type's policy says:
   * 404 when the caller may not see it (another tenant's is invisible), 403 without the ability.
   */
  require(tx: Queryable, id: number, session: Session, action: ObjectAction): Promise<void>;
  /** Marks the record changed: search sorts by it, the audit trail records who. */
  touch(tx: Queryable, id: number, personId: number, now: Date): Promise<void>;
  /** Its page_configs category and element_configs location. */
  pageCategory: string;
  elementLocation: string;
  /** The record's configuration keys. */
  configKeys(tx: Queryable, id: number): Promise<ConfigKeys>;
  /**
   * The record's approval checklist, for someone who may see it: one PASS or FAIL row per
   * section, ending with the contract's 'Passed Approval' (or 'Approval Checklist') row.
   */
  checklist(tx: Queryable, id: number, session: Session): Promise<Required<ApprovalCheck>[]>;
  /** The pages feedback may be left on, in Review Summary order. */
  feedbackSections: readonly string[];
  /** How the type keeps the people named on its records, when it has any (contacts.ts). */
  contacts?: ContactsAdapter<unknown, never>;
}

/**
 * How a type keeps the people named on its records (a course's owner, developer, reviewer…; a
 * class's coordinator, monitors…). Each type keeps its own table — their columns differ and its
 * visibility SQL reads them — so it says here how to list, add and remove one; the layer's
 * functions below do the checking, the answers and the "last changed" stamp the same way for all.
 */
export interface ContactsAdapter<Row, Input> {
  /** The record's contacts, in the order its screens show them. */
  list(tx: Queryable, id: number): Promise<Row[]>;
  /** Checks the input (400 for a person or role the type does not take) and adds the contact: its id, or undefined when the record already has it. */
  add(tx: Queryable, id: number, input: Input): Promise<number | undefined>;
  /** The record a contact row is on, or undefined for an id that is no contact (of this firm). */
  recordOf(tx: Queryable, contactId: number): Promise<number | undefined>;
  remove(tx: Queryable, contactId: number): Promise<void>;
  /** Checks a contact write beyond the type's 'edit' (a class of a finalized course is closed); without it, 'edit' is the rule. */
  requireWrite?(tx: Queryable, id: number, session: Session): Promise<void>;
  /** The 409 message for a contact the record already has. */
  duplicate: string;
  /** The 404 message for a contact id that is not found (the general one when absent). */
  missing?: string;
}
