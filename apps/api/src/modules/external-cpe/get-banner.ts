import { ECP_BANNERS, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, loadRequest } from './ecp-access.ts';

export const getExternalCpeBanner = defineRoute(endpoints.getExternalCpeBanner, {
  summary: 'The banner of an external CPE request: a status line for its state',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ body, tx, me }) {
    const row = await loadRequest(tx, body.requestId, me());
    return { request_status: row.request_status, ...ECP_BANNERS[row.request_status] };
  },
});
