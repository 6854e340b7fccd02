import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { transition } from './ecp-transition.ts';

export const submitExternalCpe = defineRoute(endpoints.submitExternalCpe, {
  summary: 'Submit a Draft or Reopened request for approval',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, tx, me, now }) {
    const row = await requireRequest(tx, params.id, me(), 'canSubmit');
    const done = await transition(tx, row, 'submit', { personId: me().personId, now });
    return { message: ECP_MESSAGES.submitted, request_status: done.request_status };
  },
});
