import type { CourseHeader } from '@cpe/contract';
import { personNameSql } from '../../../db/sql.ts';
import { invalid } from '../../../platform/errors.ts';
import type { ContactsAdapter } from '../../learning-objects/index.ts';

/** A course's contacts are course_people rows: an internal user of the firm in a contact role (the course's contacts). */
export const courseContacts: ContactsAdapter<CourseHeader['contacts'][number], { personId: number; contactRole: string }> = {
  async list(tx, id) {
    const { rows } = await tx.query<CourseHeader['contacts'][number]>(
      `SELECT cp.id AS course_people_id, cp.person_id, ${personNameSql('p')} AS name, cp.contact_role
         FROM course_people cp JOIN persons p ON p.id = cp.person_id WHERE cp.course_id = $1
        ORDER BY cp.contact_role, p.name_primary_first, p.name_primary_last`,
      [id],
    );
    return rows;
  },
  async add(tx, id, { personId, contactRole }) {
    const { rows: people } = await tx.query("SELECT 1 FROM persons WHERE id = $1 AND person_type = 'internal'", [personId]);
    if (people.length === 0) throw invalid('body.personId', 'Course contacts are internal users of the firm.');
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO course_people (course_id, person_id, contact_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [id, personId, contactRole],
    );
    return rows[0]?.id;
  },
  async recordOf(tx, contactId) {
    const { rows } = await tx.query<{ course_id: number }>('SELECT course_id FROM course_people WHERE id = $1', [contactId]);
    return rows[0]?.course_id;
  },
  async remove(tx, contactId) {
    await tx.query('DELETE FROM course_people WHERE id = $1', [contactId]);
  },
  duplicate: 'This person is already a contact of the course in that role.',
};
