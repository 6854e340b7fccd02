import { ECP_MESSAGES, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest } from './ecp-access.ts';
import { updateColumns } from './ecp-write.ts';

const COLUMNS = ['sponsor_name', 'nasba_sponsor_id', 'address_line1', 'address_line2', 'city', 'state', 'postal_code', 'country'] as const;

export const updateExternalCpeSponsor = defineRoute(endpoints.updateExternalCpeSponsor, {
  summary: 'Save Sponsor Information: sponsor name, NASBA sponsor id, address',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    await updateColumns(tx, row.id, body, COLUMNS, { personId: me().personId, now });
    return { message: ECP_MESSAGES.saved };
  },
});
