import { invalid } from '../../../platform/errors.ts';
import type { ContactsAdapter } from '../../learning-objects/index.ts';
import { requireClassAction } from '../details/require-class-action.ts';
import { type ContactRow, classRoles, loadContacts } from './contacts.ts';

/** A class's contacts are class_contacts rows: a person in one of the tenant's class contact roles (learning object roles of type 3). */
export const classContacts: ContactsAdapter<ContactRow, { person_id: number; role_id: number }> = {
  list: loadContacts,
  async add(tx, id, { person_id, role_id }) {
    const roles = await classRoles(tx);
    if (!roles.some((r) => r.role_id === role_id)) throw invalid('body.role_id', 'Not a class contact role.');
    const person = await tx.query('SELECT 1 FROM persons WHERE id = $1', [person_id]);
    if (person.rows.length === 0) throw invalid('body.person_id', 'Unknown person.');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO class_contacts (class_id, person_id, role_id) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, class_id, person_id, role_id) DO NOTHING RETURNING id`,
      [id, person_id, role_id],
    );
    return rows[0]?.id;
  },
  async recordOf(tx, contactId) {
    const { rows } = await tx.query<{ class_id: number }>('SELECT class_id FROM class_contacts WHERE id = $1', [contactId]);
    return rows[0]?.class_id;
  },
  async remove(tx, contactId) {
    await tx.query('DELETE FROM class_contacts WHERE id = $1', [contactId]);
  },
  // The class's contacts are closed with its course once that is finalized (409), like its other details.
  async requireWrite(tx, id, session) {
    await requireClassAction(tx, id, session, 'edit');
  },
  duplicate: 'This person already has this role in the class.',
  missing: 'Contact not found',
};
