import type { ApprovalCheck, PermissionCode } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import type { ContactsAdapter } from './contacts.ts';

/**
 * What the layer may ask of a record: see it, change it, leave feedback on its pages, resolve
 * that feedback. Each type answers from its own policy (course-access.ts, class-access.ts).
 */
export type ObjectAction = 'see' | 'edit' | 'leaveFeedback' | 'resolveFeedback';

/** The keys that pick a record's element and page configuration rows (spec §9). */
export interface ConfigKeys {
  agendaTypeId: number | null;
  deliveryMethodId: number | null;
  /** Requests (AOA, external CPE) are configured by their request type. */
  requestTypeId?: number | null;
}

/**
 * One learning object type (spec §9 learning_object_type_id): the generic tables — feedback,
 * workflow_history, documents, lms_sync_requests, element_configs, page_configs — hold every
 * type's rows; this says how to reach and judge one record of the type. A new type (AOA,
 * external CPE, local learning, independent study, vended content) is one of these, registered
 * in registry.ts.
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
  /** The pages feedback may be left on (spec §9 feedback sections), in Review Summary order. */
  feedbackSections: readonly string[];
  /** How the type keeps the people named on its records, when it has any (contacts.ts). */
  contacts?: ContactsAdapter<unknown, never>;
}
