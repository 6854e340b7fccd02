import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { aoaAccess, loadAoa } from './aoa-access.ts';
import { readAoa } from './aoa-read.ts';

export const getAoa = defineRoute(endpoints.getAoa, {
  summary: 'One affidavit of attendance: details, header items, steps and the caller’s abilities',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ params, tx, me }) {
    return readAoa(tx, await loadAoa(tx, params.id, me()));
  },
});
