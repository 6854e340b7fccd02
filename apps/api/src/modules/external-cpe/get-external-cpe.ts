import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, loadRequest } from './ecp-access.ts';
import { readRequest } from './ecp-read.ts';

export const getExternalCpe = defineRoute(endpoints.getExternalCpe, {
  summary: 'One external CPE request: header, details, sponsor, awards, steps and the caller’s abilities',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, tx, me }) {
    return readRequest(tx, await loadRequest(tx, params.id, me()), me());
  },
});
