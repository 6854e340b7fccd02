import { classIdParams, classResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../core/class-access.ts';
import { loadClassResponse } from '../core/class-read.ts';

export const getClass = defineRoute({
  method: 'GET',
  url: '/class/:id',
  summary: 'A class: its header (spec §3), what the caller may do, its steps and warnings',
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: classResponse },
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    return loadClassResponse(tx, cls, me());
  },
});
