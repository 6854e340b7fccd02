import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../../../shared/class-access.ts';
import { classSyncEvents, inFlight } from '../sync/class-events.ts';

export const getClassStatus = defineRoute(endpoints.getClassStatus, {
  summary: 'status_good is 1 when no LMS sync or certification of the class is queued or sent (polled every 3 s)',
  tags: ['lms sync'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    await loadClass(tx, params.id, me());
    return { status_good: inFlight(await classSyncEvents(tx, params.id)) ? (0 as const) : (1 as const) };
  },
});
