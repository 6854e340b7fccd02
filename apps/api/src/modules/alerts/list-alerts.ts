import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

/** Notifications of the signed-in user (the top bar's bell). */
export const listAlerts = defineRoute(endpoints.listAlerts, {
  summary: 'The signed-in user’s notifications, newest first',
  tags: ['alerts'],
  auth: allow.signedIn(),
  async handler({ tx, me }) {
    const { rows } = await tx.query<{ alert_id: number; type: string; message: string; created_at: Date }>(
      `SELECT id AS alert_id, type, message, created_at FROM alerts
        WHERE person_id = $1 AND removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 200`,
      [me().personId],
    );
    return rows.map(({ created_at, ...a }) => ({ ...a, created_on: new Date(created_at).toISOString() }));
  },
});
