import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { objectHistory } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

export const getRequestHistory = defineRoute(endpoints.getRequestHistory, {
  summary: "The request's workflow log, newest first",
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, tx, me }) {
    return objectHistory(tx, externalCpeObjectType, params.id, me());
  },
});
