import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { ecpChecklist } from './ecp-checklist-facts.ts';
import { sendToLmsIfTaken } from './ecp-lms.ts';
import { notifyEcpRequestor } from './ecp-notices.ts';
import { writeEcpeTranscripts } from './ecp-transcripts.ts';
import { transition } from './ecp-transition.ts';

export const approveExternalCpe = defineRoute(endpoints.approveExternalCpe, {
  summary: 'Approve a Submitted request (ECP051): every checklist section must PASS; writes the learner’s transcript',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ body, tx, me, now, tenant, services }) {
    const row = await requireRequest(tx, body.requestId, me(), 'canApprove');
    // The same judgement the Approvals step shows, taken inside the transaction that approves.
    if (!(await ecpChecklist(tx, row.id)).validation) throw conflict(ECP_MESSAGES.checklistFails);
    const done = await transition(tx, row, 'approve', { personId: me().personId, now });
    await writeEcpeTranscripts(tx, row.id, now, me().personId);
    await sendToLmsIfTaken(tx, services.jobs, { tenantId: tenant.id, requestId: row.id, personId: me().personId, now });
    await notifyEcpRequestor(tx, { tenant, services }, row.id, { kind: 'approved' }, me().personId);
    return { message: ECP_MESSAGES.approved, request_status: done.request_status };
  },
});
