import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../../../shared/class-access.ts';
import { loadClassResponse } from '../core/class-read.ts';

export const getClass = defineRoute(endpoints.getClass, {
  summary: 'A class: its header, what the caller may do, its steps and warnings',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    return loadClassResponse(tx, cls, me());
  },
});
