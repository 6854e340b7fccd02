import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { notifyEcpRequestor } from './ecp-notices.ts';
import { transition } from './ecp-transition.ts';

export const closeNotApproved = defineRoute(endpoints.closeNotApproved, {
  summary: 'Close a Submitted or Reopened request as Not Approved (ECP050); it is then uneditable',
  tags: ['external cpe'],
  auth: ecpAccess(),
  // updatedBy is the spec's; who acts is the session's person, whatever the body says.
  async handler({ body, tx, me, now, tenant, services }) {
    const row = await requireRequest(tx, body.requestId, me(), 'canNotApprove');
    const done = await transition(tx, row, 'notApprove', { personId: me().personId, now, comment: body.reason });
    await notifyEcpRequestor(tx, { tenant, services }, row.id, { kind: 'notApproved', reason: body.reason }, me().personId);
    return { message: ECP_MESSAGES.notApproved, request_status: done.request_status };
  },
});
