import { endpoints } from '@cpe/contract';
import { conflict, invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../core/class-access.ts';
import { requireClassAction } from '../details/update-class.ts';
import { classRoles } from './contacts.ts';

export const addClassStaff = defineRoute(endpoints.addClassStaff, {
  summary: 'Adds a contact to the class in one of the class contact roles',
  tags: ['classes'],
  auth: classAccess(),
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
