import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { removeContact } from '../../learning-objects/index.ts';
import { classObjectType } from '../core/class-object-type.ts';

export const removeClassStaff = defineRoute(endpoints.removeClassStaff, {
  summary: 'Removes a contact from its class',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me, now }) {
    return removeContact(tx, classObjectType, params.contactId, me(), now);
  },
});
