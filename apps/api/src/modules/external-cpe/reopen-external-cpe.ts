import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { notifyEcpRequestor } from './ecp-notices.ts';
import { transition } from './ecp-transition.ts';

export const reopenExternalCpe = defineRoute(endpoints.reopenExternalCpe, {
  summary: 'Send a Submitted or Not Approved request back to the learner (ECP051): Reopened, editable as a Draft',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ body, tx, me, now, tenant, services }) {
    const row = await requireRequest(tx, body.requestId, me(), 'canReopen');
    const done = await transition(tx, row, 'reopen', { personId: me().personId, now, comment: body.reason });
    await notifyEcpRequestor(tx, { tenant, services }, row.id, { kind: 'reopened', reason: body.reason }, me().personId);
    return { message: ECP_MESSAGES.reopened, request_status: done.request_status };
  },
});
