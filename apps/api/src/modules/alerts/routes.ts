import { alertParams, alertsResponse, removedResponse } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

/** Notifications of the signed-in user (the bell of spec §2 'Top bar'). */
export const listAlerts = defineRoute({
  method: 'GET',
  url: '/alerts',
  summary: 'The signed-in user’s notifications, newest first',
  tags: ['alerts'],
  auth: allow.signedIn(),
  schema: { response: alertsResponse },
  async handler({ tx, me }) {
    const { rows } = await tx.query<{ alert_id: number; type: string; message: string; created_at: Date }>(
      `SELECT id AS alert_id, type, message, created_at FROM alerts
        WHERE person_id = $1 AND removed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 200`,
      [me().personId],
    );
    return rows.map(({ created_at, ...a }) => ({ ...a, created_on: new Date(created_at).toISOString() }));
  },
});

export const removeAlert = defineRoute({
  method: 'DELETE',
  url: '/alerts/:alertId',
  summary: 'Remove one notification',
  tags: ['alerts'],
  auth: allow.signedIn(),
  schema: { params: alertParams, response: removedResponse },
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

export const removeAllAlerts = defineRoute({
  method: 'DELETE',
  url: '/alerts',
  summary: 'Clear all notifications',
  tags: ['alerts'],
  auth: allow.signedIn(),
  schema: { response: removedResponse },
  async handler({ tx, me, now }) {
    const { rowCount } = await tx.query('UPDATE alerts SET removed_at = $2 WHERE person_id = $1 AND removed_at IS NULL', [
      me().personId,
      now,
    ]);
    return { message: 'Notifications cleared', removed: rowCount };
  },
});

export const alertRoutes = [listAlerts, removeAlert, removeAllAlerts];
