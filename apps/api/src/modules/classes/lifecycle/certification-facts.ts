import type { ClassCertificationFacts } from '@cpe/contract';
import { isAgendaFinal } from '@cpe/contract';
import { inOrder } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { CLASS_OBJECT_TYPE, type ClassRow } from '../../../shared/class-access.ts';
import { classTeachingSql } from '../contacts/class-teaching.ts';

interface FactRow {
  class_title: string;
  timezone: string | null;
  delivered_virtually: boolean;
  learners: number;
  missing: number;
  days: number;
  instructors: number;
  attachment_type_ids: number[];
}

/**
 * Everything the contract's classCertification looks at, in two statements: the one
 * reader behind the Approval checklist, the certify dialog's lists and the Certify gate.
 * Instructors are the class's preferred ones and whoever teaches one of its modules
 * (classTeachingSql: the agenda's module instructors unless the class names its own).
 */
export async function certificationFacts(tx: Queryable, cls: ClassRow): Promise<ClassCertificationFacts> {
  const [facts, contacts] = await inOrder(
    () =>
      tx.query<FactRow>(
        `SELECT k.class_title, k.timezone, k.delivered_virtually,
                (SELECT count(*)::int FROM class_roster r WHERE r.class_id = k.id AND r.removed_at IS NULL) AS learners,
                (SELECT count(*)::int FROM class_days d WHERE d.class_id = k.id) AS days,
                (SELECT count(*)::int FROM class_roster r
                  WHERE r.class_id = k.id AND r.removed_at IS NULL
                    AND EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = k.id
                                   AND NOT EXISTS (SELECT 1 FROM roster_attendance a WHERE a.roster_id = r.id AND a.day = d.day))) AS missing,
                (SELECT count(DISTINCT t.person_id)::int
                   FROM (${classTeachingSql('k.id', 'k.course_id')}
                         UNION SELECT i.person_id, NULL FROM class_instructors i WHERE i.class_id = k.id AND i.module_id IS NULL) t) AS instructors,
                coalesce((SELECT array_agg(DISTINCT d.attachment_type_id) FROM documents d
                           WHERE d.learning_object_type_id = $2 AND d.learning_object_id = k.id AND d.removed_at IS NULL), '{}') AS attachment_type_ids
           FROM classes k WHERE k.id = $1`,
        [cls.id, CLASS_OBJECT_TYPE],
      ),
    () =>
      tx.query<{ role_name: string; person_id: number }>(
        'SELECT ro.role_name, c.person_id FROM class_contacts c JOIN roles ro ON ro.id = c.role_id WHERE c.class_id = $1',
        [cls.id],
      ),
  );
  const row = facts.rows[0];
  if (!row) throw new Error(`class ${cls.id} vanished inside its transaction`);
  return {
    status: cls.status,
    is_course_finalized: isAgendaFinal(cls.course_status),
    class_title: row.class_title,
    timezone: row.timezone,
    delivered_virtually: row.delivered_virtually,
    course_delivery_method_id: cls.course_delivery_method_id,
    delivery_method_id: cls.delivery_method_id,
    agenda_type_id: cls.agenda_type_id,
    learners: row.learners,
    learnersMissingAttendance: row.missing,
    classDays: row.days,
    attachmentTypeIds: row.attachment_type_ids.map(Number),
    contacts: contacts.rows,
    instructors: row.instructors,
  };
}
