import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, loadRequest } from './ecp-access.ts';
import { ecpChecklist } from './ecp-checklist-facts.ts';

export const getExternalCpeApprovals = defineRoute(endpoints.getExternalCpeApprovals, {
  summary: 'The approval checklist: sections PASS or FAIL, rejected and the validation flag',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ body, tx, me }) {
    const row = await loadRequest(tx, body.requestId, me());
    return ecpChecklist(tx, row.id);
  },
});
