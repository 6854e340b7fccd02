import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { addFeedback } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';
import { notifyEcpRequestor } from './ecp-notices.ts';
import { externalCpeObjectType } from './ecp-object-type.ts';

export const addRequestFeedback = defineRoute(endpoints.addRequestFeedback, {
  summary: 'Staff leave feedback on a page of the request (Request Details, Sponsor Information, Awards, Documentation, NASBA Questions)',
  tags: ['feedback'],
  auth: ecpAccess(),
  async handler({ body, tx, me, now, tenant, services }) {
    const { requestId, ...input } = body;
    const id = await addFeedback(tx, externalCpeObjectType, requestId, input, { session: me(), now });
    const notice = { kind: 'feedback', page: input.page_identifier, note: input.feedback_note } as const;
    await notifyEcpRequestor(tx, { tenant, services }, requestId, notice, me().personId);
    return { id };
  },
});
