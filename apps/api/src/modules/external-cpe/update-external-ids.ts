import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { addExternalId, deleteExternalId, listExternalIds } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

export const updateExternalCpeExternalIds = defineRoute(endpoints.updateExternalCpeExternalIds, {
  summary: "The request's external ids (a focus code…): GET lists, ADD adds, DELETE removes; answers the list",
  tags: ['external cpe'],
  auth: ecpAccess(),
  // updatedBy is the spec's; who acts is the session's person.
  async handler({ body, tx, me, now }) {
    const type = externalCpeObjectType;
    if (body.externalIdMethodVerb === 'GET') return listExternalIds(tx, type, body.requestId, me());
    if (body.externalIdMethodVerb === 'ADD')
      return addExternalId(tx, type, body.requestId, me(), body.externalIdType, body.externalId, now);
    return deleteExternalId(tx, type, body.requestId, me(), body.externalId, now);
  },
});
