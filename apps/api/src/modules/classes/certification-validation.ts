import { certificationValidationResponse, classContactKind, classIdParams } from '@cpe/contract';
import { inOrder } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { defineRoute } from '../../platform/route.ts';
import { type CertificationFacts, certificationValidation } from './certification-rules.ts';
import { type ClassRow, classAccess, loadClass } from './class-access.ts';

/** The facts of the certification checklist, in three statements. */
export async function certificationFacts(tx: Queryable, cls: ClassRow): Promise<CertificationFacts> {
  const [roster, staff, contacts] = await inOrder(
    () =>
      tx.query<{ learners: number; missing: number; days: number }>(
        `SELECT (SELECT count(*)::int FROM class_roster r WHERE r.class_id = $1 AND r.removed_at IS NULL) AS learners,
                (SELECT count(*)::int FROM class_days d WHERE d.class_id = $1) AS days,
                (SELECT count(*)::int FROM class_roster r
                  WHERE r.class_id = $1 AND r.removed_at IS NULL
                    AND EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = $1
                                   AND NOT EXISTS (SELECT 1 FROM roster_attendance a WHERE a.roster_id = r.id AND a.day = d.day))) AS missing`,
        [cls.id],
      ),
    () => tx.query<{ n: number }>('SELECT count(DISTINCT person_id)::int AS n FROM class_instructors WHERE class_id = $1', [cls.id]),
    () =>
      tx.query<{ role_name: string }>(
        'SELECT ro.role_name FROM class_contacts c JOIN roles ro ON ro.id = c.role_id WHERE c.class_id = $1',
        [cls.id],
      ),
  );
  const counts = roster.rows[0] ?? { learners: 0, missing: 0, days: 0 };
  return {
    status: cls.status,
    is_course_finalized: cls.course_status === 'Finalized',
    learners: counts.learners,
    learnersMissingAttendance: counts.missing,
    classDays: counts.days,
    instructors: staff.rows[0]?.n ?? 0,
    coordinators: contacts.rows.filter((c) => classContactKind(c.role_name) === 'coordinator').length,
  };
}

export async function validateClassCertification(tx: Queryable, cls: ClassRow) {
  return certificationValidation(await certificationFacts(tx, cls));
}

export const getCertificationValidation = defineRoute({
  method: 'GET',
  url: '/class/validate/certification/:id',
  summary: 'The certification and attestation checklists of a class; passes_validation is 1 only when every section passes',
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: certificationValidationResponse },
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    return validateClassCertification(tx, cls);
  },
});
