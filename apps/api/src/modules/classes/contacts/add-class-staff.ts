import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { addContact } from '../../learning-objects/index.ts';
import { classObjectType } from '../core/class-object-type.ts';

export const addClassStaff = defineRoute(endpoints.addClassStaff, {
  summary: 'Adds a contact to the class in one of the class contact roles',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    return addContact(tx, classObjectType, params.id, me(), body, now);
  },
});
