import { CERTIFICATE_MESSAGES, mayDownloadCertificate, type PersonType, runsClasses } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { type ClassRow, classOfferingOf, loadClass } from '../../shared/class-access.ts';

/** The class as its certificates need it: status, kind, and the caller's right to run it. */
export interface CertificateClass {
  id: number;
  status: ClassRow['status'];
  course_kind: string;
  runs: boolean;
}

/** A class the caller may see (else 404), and whether they run it: a class runner, or the editor of the local learning it delivers. */
export async function visibleClass(tx: Queryable, classId: number, session: Session): Promise<CertificateClass> {
  const cls = await loadClass(tx, classId, session);
  const runs = runsClasses(session.permissions) || classOfferingOf(cls, session)?.edit === true;
  return { id: cls.id, status: cls.status, course_kind: cls.course_kind, runs };
}

/**
 * Who may download a person's certificate of a class (the contract's mayDownloadCertificate).
 * Another tenant's person or class is a 404 (row-level security hides it); so is a class the
 * caller may not see when they are neither the person nor their administrator.
 */
export async function requireCertificateAccess(tx: Queryable, classId: number, personId: number, session: Session): Promise<void> {
  const { rows } = await tx.query<{ id: number; person_type: PersonType }>('SELECT id, person_type FROM persons WHERE id = $1', [personId]);
  const person = rows[0];
  if (!person) throw notFound(CERTIFICATE_MESSAGES.notFound);
  const caller = { personId: session.personId, permissions: session.permissions };
  if (mayDownloadCertificate(caller, person, { visible: false, runsOffering: false })) {
    const cls = await tx.query('SELECT 1 FROM classes WHERE id = $1', [classId]);
    if (cls.rows.length === 0) throw notFound('Class not found');
    return;
  }
  const cls = await visibleClass(tx, classId, session);
  if (!mayDownloadCertificate(caller, person, { visible: true, runsOffering: cls.runs }))
    throw forbidden(CERTIFICATE_MESSAGES.mayNotDownload);
}
