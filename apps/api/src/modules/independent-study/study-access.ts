import { INDEPENDENT_STUDY_ACCESS_CODES, type IndependentStudyAbilities, independentStudyAbilities } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { type CourseRow, loadCourse } from '../../shared/course-access.ts';

/** The staff rule of the independent study and program routes (the policy's codes); each record then asks its abilities. */
export const studyAccess = () => allow.anyOf(...INDEPENDENT_STUDY_ACCESS_CODES);

export const studyNotFound = (id: number) => notFound(`Independent study ${id} was not found.`);

/** What this person may do with this independent study (the contract's policy, with Not Approve). */
export function studyAbilities(course: CourseRow, session: Session): IndependentStudyAbilities {
  return independentStudyAbilities(course, { permissions: session.permissions, personId: session.personId });
}

/**
 * An independent study the caller may see, locked for a write when asked. It is an agenda
 * (ADR 0023): the course's loader reads it and answers by its kind's policy; any other kind
 * of agenda under this id is not an independent study, so it is a 404 like a missing one.
 */
export async function loadStudy(tx: Queryable, id: number, session: Session, opts: { lock?: boolean } = {}): Promise<CourseRow> {
  const course = await loadCourse(tx, id, session, opts).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? studyNotFound(id) : error;
  });
  if (course.kind !== 'independent_study') throw studyNotFound(id);
  return course;
}

const CANNOT: Record<keyof IndependentStudyAbilities, string> = {
  view: 'view',
  edit: 'edit',
  submit: 'submit',
  return: 'return',
  finalize: 'finalize',
  notApprove: 'close as Not Approved',
  reopen: 'reopen',
  editContentReview: 'edit the content review of',
  sync: 'sync',
  leaveFeedback: 'leave feedback on',
  assignLearners: 'assign learners to',
};

/** Loads the study for a write and requires one ability, else 403 saying why (edits are the creator's, in Draft). */
export async function requireStudy(
  tx: Queryable,
  id: number,
  session: Session,
  ability: keyof IndependentStudyAbilities,
): Promise<CourseRow> {
  const course = await loadStudy(tx, id, session, { lock: ability !== 'view' });
  if (!studyAbilities(course, session)[ability]) {
    const why = ability === 'edit' ? ' An independent study is editable only while Draft and only by its creator.' : '';
    throw forbidden(`You may not ${CANNOT[ability]} an independent study in status ${course.course_status}.${why}`);
  }
  return course;
}
