import { endpoints } from '@cpe/contract';
import { isoSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { defineRoute } from '../../../platform/route.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass } from '../../../shared/class-access.ts';

/** The class's recent LMS requests (certifications and syncs), newest first. */
export async function classSyncEvents(tx: Queryable, classId: number) {
  const { rows } = await tx.query<{ action: string; status: string; occurred_at: string; messages: string[] }>(
    `SELECT action, status, ${isoSql('created_at')} AS occurred_at, ARRAY(SELECT jsonb_array_elements_text(error_messages)) AS messages
       FROM lms_sync_requests WHERE learning_object_type_id = $1 AND learning_object_id = $2 ORDER BY id DESC LIMIT 20`,
    [CLASS_OBJECT_TYPE, classId],
  );
  return rows;
}

export const inFlight = (events: { status: string }[]) => events.some((e) => e.status === 'queued' || e.status === 'sent');

export const classEvents = defineRoute(endpoints.classEvents, {
  summary: "The class's recent LMS events; finished once none is in flight",
  tags: ['lms sync'],
  auth: classAccess(),
  async handler({ body, tx, me }) {
    await loadClass(tx, body.classId, me());
    const events = await classSyncEvents(tx, body.classId);
    return { finished: !inFlight(events), events };
  },
});
