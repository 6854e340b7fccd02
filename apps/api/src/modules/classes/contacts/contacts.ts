import {
  addStaffBody,
  CLASS_MESSAGES,
  classContactKind,
  classIdParams,
  classStaffResponse,
  contactIdParams,
  idOnly,
  monitorSummary,
  okBody,
} from '@cpe/contract';
import { inOrder, personNameSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { conflict, invalid, notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass, touchClass } from '../core/class-access.ts';
import { requireClassAction } from '../details/update-class.ts';

interface ContactRow {
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
async function classRoles(tx: Queryable): Promise<{ role_id: number; role_name: string }[]> {
  const { rows } = await tx.query<{ role_id: number; role_name: string }>(
    `SELECT r.id AS role_id, r.role_name FROM learning_object_roles l JOIN roles r ON r.id = l.role_id
      WHERE l.learning_object_type_id = $1 ORDER BY r.role_name`,
    [CLASS_OBJECT_TYPE],
  );
  return rows;
}

export const getClassStaff = defineRoute({
  method: 'GET',
  url: '/class/staff/:id',
  summary: "The class's contacts by role, the dedicated monitor ratio (one per 100 learners), and the contact roles",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: classStaffResponse },
  async handler({ params, tx, me }) {
    await loadClass(tx, params.id, me());
    const [contacts, learners, roles] = await inOrder(
      () => loadContacts(tx, params.id),
      () => liveRosterCount(tx, params.id),
      () => classRoles(tx),
    );
    const summary = monitorSummary(contacts, learners);
    return {
      contacts: contacts.map((c) => ({ ...c, kind: classContactKind(c.role_name) })),
      monitors: {
        ...summary,
        message: summary.warning ? CLASS_MESSAGES.dedicatedMonitorsShort(summary.dedicatedNeeded, summary.dedicated) : null,
      },
      roles,
    };
  },
});

export const addClassStaff = defineRoute({
  method: 'POST',
  url: '/class/staff/:id',
  summary: 'Adds a contact to the class in one of the class contact roles',
  tags: ['classes'],
  auth: classAccess(),
  successStatus: 201,
  schema: { params: classIdParams, body: addStaffBody, response: idOnly },
  async handler({ params, body, tx, me, now }) {
    const cls = await requireClassAction(tx, params.id, me(), 'edit');
    const roles = await classRoles(tx);
    if (!roles.some((r) => r.role_id === body.role_id)) throw invalid('body.role_id', 'Not a class contact role.');
    const person = await tx.query('SELECT 1 FROM persons WHERE id = $1', [body.person_id]);
    if (person.rows.length === 0) throw invalid('body.person_id', 'Unknown person.');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO class_contacts (class_id, person_id, role_id) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, class_id, person_id, role_id) DO NOTHING RETURNING id`,
      [cls.id, body.person_id, body.role_id],
    );
    const row = rows[0];
    if (!row) throw conflict('This person already has this role in the class.');
    await touchClass(tx, cls.id, me().personId, now);
    return { id: row.id };
  },
});

export const removeClassStaff = defineRoute({
  method: 'PUT',
  url: '/class/staff/remove/:contactId',
  summary: 'Removes a contact from its class',
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: contactIdParams, response: okBody },
  async handler({ params, tx, me, now }) {
    const { rows } = await tx.query<{ class_id: number }>('SELECT class_id FROM class_contacts WHERE id = $1', [params.contactId]);
    const contact = rows[0];
    if (!contact) throw notFound('Contact not found');
    await requireClassAction(tx, contact.class_id, me(), 'edit');
    await tx.query('DELETE FROM class_contacts WHERE id = $1', [params.contactId]);
    await touchClass(tx, contact.class_id, me().personId, now);
    return { message: 'Contact removed' };
  },
});
