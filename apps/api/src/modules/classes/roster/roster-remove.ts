import { CLASS_MESSAGES, endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, touchClass } from '../../../shared/class-access.ts';
import { liveRosterRow, requireRosterChange } from './roster-access.ts';

export const removeLearner = defineRoute(endpoints.removeLearner, {
  summary: 'Remove a learner from the class roster (the row is kept, marked removed, with the message)',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await liveRosterRow(tx, params.classRosterId);
    const cls = await requireRosterChange(tx, row.class_id, me());
    await tx.query('UPDATE class_roster SET removed_at = $2, removed_by = $3, removal_message = $4 WHERE id = $1', [
      row.id,
      now,
      me().personId,
      body.message ?? null,
    ]);
    await touchClass(tx, cls.id, me().personId, now);
    return { message: CLASS_MESSAGES.learnerRemoved };
  },
});
