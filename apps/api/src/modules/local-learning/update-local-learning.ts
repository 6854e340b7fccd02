import { endpoints, LOCAL_LEARNING_MESSAGES } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { touchClass } from '../../shared/class-access.ts';
import { touchCourse } from '../../shared/course-access.ts';
import { localLearningAccess, requireLocalLearning } from './ll-access.ts';
import { writeSchedule } from './ll-schedule.ts';
import { requireLookups, setFocusCode } from './ll-write.ts';

/** Body fields stored as they are on the agenda row. */
const COLUMNS = ['title', 'description', 'delivery_method_id', 'agenda_type_id', 'sponsoring_org'] as const;

export const updateLocalLearning = defineRoute(endpoints.updateLocalLearning, {
  summary: 'Edit the Local Learning Details (title, description, delivery method, agenda type, start/end, sponsoring org, focus code)',
  tags: ['local learning'],
  auth: localLearningAccess(),
  async handler({ params, body, tx, me, now }) {
    const ll = await requireLocalLearning(tx, params.id, me(), 'edit');
    await requireLookups(tx, body);
    const sets: string[] = [];
    const values: unknown[] = [ll.id];
    for (const column of COLUMNS) {
      const value = body[column];
      if (value === undefined) continue;
      values.push(value === '' ? null : value);
      sets.push(`${column} = $${values.length}`);
    }
    if (sets.length > 0) await tx.query(`UPDATE courses SET ${sets.join(', ')} WHERE id = $1`, values);
    if (ll.class_id !== null) {
      // The class carries the local learning's title on the roster and in class search.
      if (body.title !== undefined) await tx.query('UPDATE classes SET class_title = $2 WHERE id = $1', [ll.class_id, body.title]);
      if (body.start !== undefined && body.end !== undefined)
        await writeSchedule(tx, ll.class_id, ll.timezone ?? 'UTC', body.start, body.end);
      await touchClass(tx, ll.class_id, me().personId, now);
    }
    if (body.focus_code !== undefined) await setFocusCode(tx, ll.id, body.focus_code);
    await touchCourse(tx, ll.id, me().personId, now);
    return { message: LOCAL_LEARNING_MESSAGES.saved };
  },
});
