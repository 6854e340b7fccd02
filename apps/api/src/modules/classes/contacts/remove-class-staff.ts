import { endpoints } from '@cpe/contract';
import { notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../core/class-access.ts';
import { requireClassAction } from '../details/update-class.ts';

export const removeClassStaff = defineRoute(endpoints.removeClassStaff, {
  summary: 'Removes a contact from its class',
  tags: ['classes'],
  auth: classAccess(),
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
