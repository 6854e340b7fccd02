import {
  CLASS_ACCESS_CODES,
  type ClassOffering,
  type ClassResponse,
  classAbilities,
  classVisible,
  isAgendaFinal,
  localLearningAbilities,
  runsClasses,
  seesEveryClass,
} from '@cpe/contract';
import type { Queryable } from '../db/types.ts';
import { allow } from '../platform/authorize.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import type { Session } from '../platform/sessions/sessions.ts';
import { loadTenantSettings } from '../platform/tenant-settings.ts';

/** Learning object type of a class (the contract's). */
export { CLASS_OBJECT_TYPE } from '@cpe/contract';

/** The class routes' rule: the class policy's codes (each class is then checked by its visibility and abilities). */
export const classAccess = () => allow.anyOf(...CLASS_ACCESS_CODES);

export interface ClassRow {
  id: number;
  course_id: number;
  class_title: string;
  status: 'Uncertified' | 'Certified' | 'Voided';
  is_editable: boolean;
  delivery_method_id: number | null;
  course_delivery_method_id: number | null;
  /** The course's agenda type: with the delivery method, the key of the element configuration. */
  agenda_type_id: number | null;
  course_status: string;
  /** The kind of agenda the class delivers: a local learning's class follows its rights (ADR 0025). */
  course_kind: string;
  course_created_by: number;
  timezone: string;
}

/** The local learning's abilities over its class, when the class delivers one (the contract's class policy reads them). */
export function classOfferingOf(cls: ClassRow, session: Session): ClassOffering | undefined {
  if (cls.course_kind !== 'local_learning') return undefined;
  const ll = localLearningAbilities(
    { course_status: cls.course_status, created_by: cls.course_created_by },
    { permissions: session.permissions, personId: session.personId },
  );
  return { view: ll.view, edit: ll.edit, editCodeExpiry: ll.editCodeExpiry };
}

export type ClassAbility = keyof Omit<ClassResponse['abilities'], 'certifyLabel'>;

/**
 * The caller's abilities on the class (the class policy: the contract's classAbilities).
 * Whether they teach it matters only to someone who does not run classes.
 */
export async function classAbilitiesFor(tx: Queryable, cls: ClassRow, session: Session): Promise<ClassResponse['abilities']> {
  const settings = await loadTenantSettings(tx, ['isSponsor', 'syncCertifiedClassesDisabled']);
  const syncCertifiedDisabled = settings.syncCertifiedClassesDisabled === true;
  const teaches = !runsClasses(session.permissions) && (await teachesClass(tx, cls.id, session.personId));
  return classAbilities(
    {
      status: cls.status,
      is_editable: cls.is_editable,
      is_course_finalized: isAgendaFinal(cls.course_status),
      is_tenant_sponsor: settings.isSponsor === true,
      delivery_method_id: cls.delivery_method_id ?? cls.course_delivery_method_id,
    },
    { permissions: session.permissions, teaches, offering: classOfferingOf(cls, session) },
    { syncCertifiedDisabled },
  );
}

/** Whether the person is an instructor of the class: preferred, or of one of its modules. */
async function teachesClass(tx: Queryable, classId: number, personId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM class_instructors WHERE class_id = $1 AND person_id = $2 LIMIT 1', [classId, personId]);
  return rows.length > 0;
}

/** Whether the person teaches the class or is one of its contacts. */
async function involved(tx: Queryable, classId: number, personId: number): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM class_instructors WHERE class_id = $1 AND person_id = $2
     UNION ALL SELECT 1 FROM class_contacts WHERE class_id = $1 AND person_id = $2 LIMIT 1`,
    [classId, personId],
  );
  return rows.length > 0;
}

/**
 * Loads a class the caller may see (locked for a write when asked). Another tenant's class
 * is invisible under row-level security, so it is a 404 like a missing one; so is a class
 * the caller may not see.
 */
export async function loadClass(tx: Queryable, id: number, session: Session, opts: { lock?: boolean } = {}): Promise<ClassRow> {
  const { rows } = await tx.query<ClassRow>(
    `SELECT k.id, k.course_id, k.class_title, k.status, k.is_editable, k.delivery_method_id,
            c.delivery_method_id AS course_delivery_method_id, c.agenda_type_id, c.course_status,
            c.kind AS course_kind, c.created_by AS course_created_by, k.timezone
       FROM classes k JOIN courses c ON c.id = k.course_id
      WHERE k.id = $1${opts.lock ? ' FOR UPDATE OF k' : ''}`,
    [id],
  );
  const cls = rows[0];
  if (!cls) throw notFound('Class not found');
  // The class policy's visibility; who is involved is asked only when the codes alone do not show every class.
  const offering = classOfferingOf(cls, session);
  const isInvolved = !seesEveryClass(session.permissions) && !offering?.view && (await involved(tx, id, session.personId));
  if (!classVisible({ permissions: session.permissions, involved: isInvolved, offering })) throw notFound('Class not found');
  return cls;
}

/** A class loaded for a write, with what the caller may do with it. */
export type AbleClass = ClassRow & { abilities: ClassResponse['abilities'] };

/** Loads the class and requires one ability (a Voided class allows nothing but seeing its codes). */
export async function requireClass(tx: Queryable, id: number, session: Session, ability: ClassAbility): Promise<AbleClass> {
  const cls = await loadClass(tx, id, session, { lock: true });
  const abilities = await classAbilitiesFor(tx, cls, session);
  if (!abilities[ability])
    throw forbidden(cls.status === 'Voided' ? 'Nothing can be done with a voided class.' : `You may not ${ability} this class.`);
  return { ...cls, abilities };
}

/** Marks the class changed (search sorts by it; the audit trail records who). */
export async function touchClass(tx: Queryable, id: number, personId: number, now: Date): Promise<void> {
  await tx.query('UPDATE classes SET updated_at = $2, updated_by = $3 WHERE id = $1', [id, now, personId]);
}
