import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { addExternalId, deleteExternalId, listExternalIds } from '../learning-objects/index.ts';
import { courseObjectType } from './course-object-type.ts';

/** One call for the three verbs, as the spec has it: GET lists, ADD adds, DELETE removes; each answers the list. */
export const courseExternalIds = defineRoute(endpoints.courseExternalIds, {
  summary: 'List, add or delete the external ids of a course (CREDENTIAL ID, FOCUS CODE…)',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    if (body.methodVerb === 'GET') return listExternalIds(tx, courseObjectType, params.id, me());
    if (body.methodVerb === 'ADD') return addExternalId(tx, courseObjectType, params.id, me(), body.externalIdType, body.addIdValue, now);
    return deleteExternalId(tx, courseObjectType, params.id, me(), body.deleteId, now);
  },
});
