import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { listFeedback } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

export const listRequestFeedback = defineRoute(endpoints.listRequestFeedback, {
  summary: "Reviewer feedback on the request's pages (note, submitter, resolved or not)",
  tags: ['feedback'],
  auth: ecpAccess(),
  async handler({ body, tx, me }) {
    return (await listFeedback(tx, externalCpeObjectType, body.requestId, me())) as never;
  },
});
