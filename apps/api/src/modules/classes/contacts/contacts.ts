import { personNameSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { CLASS_OBJECT_TYPE } from '../../../shared/class-access.ts';

export interface ContactRow {
  class_contact_id: number;
  person_id: number;
  name: string;
  role_id: number;
  role_name: string;
}

export async function loadContacts(tx: Queryable, classId: number): Promise<ContactRow[]> {
  const { rows } = await tx.query<ContactRow>(
    `SELECT cc.id AS class_contact_id, cc.person_id, ${personNameSql('p')} AS name, cc.role_id, r.role_name
       FROM class_contacts cc JOIN persons p ON p.id = cc.person_id JOIN roles r ON r.id = cc.role_id
      WHERE cc.class_id = $1
      ORDER BY r.role_name, p.name_primary_last, p.name_primary_first, cc.id`,
    [classId],
  );
  return rows;
}

export async function liveRosterCount(tx: Queryable, classId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM class_roster WHERE class_id = $1 AND removed_at IS NULL', [
    classId,
  ]);
  return rows[0]?.n ?? 0;
}

/** The roles a class contact may have: the tenant's learning object roles of type 3. */
export async function classRoles(tx: Queryable): Promise<{ role_id: number; role_name: string }[]> {
  const { rows } = await tx.query<{ role_id: number; role_name: string }>(
    `SELECT r.id AS role_id, r.role_name FROM learning_object_roles l JOIN roles r ON r.id = l.role_id
      WHERE l.learning_object_type_id = $1 ORDER BY r.role_name`,
    [CLASS_OBJECT_TYPE],
  );
  return rows;
}
