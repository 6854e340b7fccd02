import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

export const removeAlert = defineRoute(endpoints.removeAlert, {
  summary: 'Remove one notification',
  tags: ['alerts'],
  auth: allow.signedIn(),
  async handler({ params, tx, me, now }) {
    const { rowCount } = await tx.query('UPDATE alerts SET removed_at = $3 WHERE id = $1 AND person_id = $2 AND removed_at IS NULL', [
      params.alertId,
      me().personId,
      now,
    ]);
    if (rowCount === 0) throw notFound();
    return { message: 'Notification removed', removed: rowCount };
  },
});
