import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { objectHistory } from '../../learning-objects/index.ts';
import { classObjectType } from '../core/class-object-type.ts';

export const getClassHistory = defineRoute(endpoints.getClassHistory, {
  summary: "The class's workflow log (created, voided, certified…), newest first",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    return objectHistory(tx, classObjectType, params.id, me());
  },
});
