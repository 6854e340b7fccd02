import { AGENDA_ACCESS_CODES, type CourseAbilitiesBody, OFFERING_NOUNS, type OfferingKind, offeringRecordAbilities } from '@cpe/contract';
import type { Queryable } from '../db/types.ts';
import { allow } from '../platform/authorize.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import type { Session } from '../platform/sessions/sessions.ts';

/** Learning object type of a course (the contract's), in feedback, workflow history and sync requests. */
export { COURSE_OBJECT_TYPE } from '@cpe/contract';

/**
 * Any code that lets someone work on some agenda of any kind (ADR 0023): the course's step
 * routes serve local learning and vended content too; each record is then checked by its
 * kind's abilities.
 */
export const courseAccess = () => allow.anyOf(...AGENDA_ACCESS_CODES);

/** The columns the rules need. */
export interface CourseRow {
  id: number;
  /** A course, or another offering built on an agenda (ADR 0023): its kind's policy decides. */
  kind: OfferingKind;
  title: string;
  /** The kind's status (contract OFFERING_STATUSES). */
  course_status: string;
  delivery_method_id: number | null;
  agenda_type_id: number | null;
  created_by: number;
  version: number;
  sponsoring_org: string | null;
  finalization_date: string | null;
  /** The caller is a contact, a content reviewer or the IRS CE approver of the course. */
  related: boolean;
}

export type CourseAbility = keyof CourseAbilitiesBody;

/**
 * What this person may do with this agenda: its kind's policy's answer (the course policy
 * for a course), computed on the server and sent to the screen.
 */
export function abilitiesFor(course: CourseRow, session: Session): CourseAbilitiesBody {
  return offeringRecordAbilities(course, { permissions: session.permissions, personId: session.personId });
}

/**
 * The columns of CourseRow, for a statement over `courses c` whose second parameter is the
 * caller's person id (loadCourse, and GET /course/{id} with its stored answer).
 */
export const COURSE_ROW_COLUMNS = `c.id, c.kind, c.title, c.course_status, c.delivery_method_id, c.agenda_type_id, c.created_by, c.version,
            c.sponsoring_org, to_char(c.finalization_date, 'YYYY-MM-DD') AS finalization_date,
            (c.irs_reviewer_id = $2
              OR EXISTS (SELECT 1 FROM course_people cp WHERE cp.course_id = c.id AND cp.person_id = $2)
              OR EXISTS (SELECT 1 FROM content_reviews cr WHERE cr.course_id = c.id AND cr.reviewer_id = $2)) IS TRUE AS related`;

/**
 * Loads a course the caller may see, locking it for a write when asked. Another tenant's
 * course is invisible (row-level security), so it is a 404 like a missing one. A course of
 * the caller's own firm that they may not see is a 403, not a 404: it exists, the caller may
 * have met it in a list, and "not found" would be untrue (issue 11).
 */
export async function loadCourse(tx: Queryable, id: number, session: Session, opts: { lock?: boolean } = {}): Promise<CourseRow> {
  const { rows } = await tx.query<CourseRow>(
    `SELECT ${COURSE_ROW_COLUMNS} FROM courses c WHERE c.id = $1${opts.lock ? ' FOR UPDATE OF c' : ''}`,
    [id, session.personId],
  );
  const course = rows[0];
  if (!course) throw notFound(COURSE_NOT_FOUND);
  viewAbilities(course, session);
  return course;
}

/** A missing course and another tenant's answer alike. */
export const COURSE_NOT_FOUND = 'Course not found';

/** The caller's abilities on a course found for them, or 403 when they may not view it. */
export function viewAbilities(course: CourseRow, session: Session): CourseAbilitiesBody {
  const abilities = abilitiesFor(course, session);
  if (!abilities.view) throw forbidden(cannotMessage('view', course));
  return abilities;
}

/** Loads the course and requires one ability, else 403 with a message that says why. */
export async function requireCourse(tx: Queryable, id: number, session: Session, ability: CourseAbility): Promise<CourseRow> {
  const course = await loadCourse(tx, id, session, { lock: ability !== 'view' });
  if (!abilitiesFor(course, session)[ability]) throw forbidden(cannotMessage(ability, course));
  return course;
}

function cannotMessage(ability: CourseAbility, course: Pick<CourseRow, 'kind' | 'course_status'>): string {
  const status = course.course_status;
  const noun = course.kind === 'course' ? 'a course' : `a ${OFFERING_NOUNS[course.kind].toLowerCase()}`;
  switch (ability) {
    case 'edit':
      return `You may not edit ${noun} in status ${status}.`;
    case 'editContentReview':
      return `You may not edit the content review of ${noun} in status ${status}.`;
    case 'leaveFeedback':
      return `Only a reviewer of this ${noun.slice(2)} may leave feedback.`;
    case 'view':
      return `You may not view ${noun} in status ${status}.`;
    default:
      return `You may not ${ability} ${noun} in status ${status}.`;
  }
}

/** The course of a child row (module, review, contact…), or 404. */
export async function courseIdOf(
  tx: Queryable,
  table: 'agenda_modules' | 'content_reviews' | 'course_people',
  id: number,
): Promise<number> {
  const { rows } = await tx.query<{ course_id: number }>(`SELECT course_id FROM ${table} WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) throw notFound();
  return row.course_id;
}

/** Marks the course changed (search sorts by it; the audit trail records who). */
export async function touchCourse(tx: Queryable, id: number, personId: number, now: Date): Promise<void> {
  await tx.query('UPDATE courses SET updated_at = $2, updated_by = $3 WHERE id = $1', [id, now, personId]);
}
