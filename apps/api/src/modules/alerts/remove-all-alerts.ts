import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

export const removeAllAlerts = defineRoute(endpoints.removeAllAlerts, {
  summary: 'Clear all notifications',
  tags: ['alerts'],
  auth: allow.signedIn(),
  async handler({ tx, me, now }) {
    const { rowCount } = await tx.query('UPDATE alerts SET removed_at = $2 WHERE person_id = $1 AND removed_at IS NULL', [
      me().personId,
      now,
    ]);
    return { message: 'Notifications cleared', removed: rowCount };
  },
});
