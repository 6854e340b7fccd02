import { CREATE_LOCAL_LEARNING_REQUIREMENT, endpoints, localLearningDays } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { insertOffering } from '../courses/index.ts';
import { writeSchedule } from './ll-schedule.ts';
import { requireLookups, setFocusCode } from './ll-write.ts';

export const createLocalLearning = defineRoute(endpoints.createLocalLearning, {
  summary: 'A new Draft local learning with its class: one class day per date from start to end, and an attendance code',
  tags: ['local learning'],
  // The contract's canCreateLocalLearning, which the New button follows too.
  auth: allow.permissions(...CREATE_LOCAL_LEARNING_REQUIREMENT),
  async handler({ body, tx, me, now }) {
    // The schedule is checked before anything is written, so a bad one leaves nothing behind.
    const schedule = localLearningDays(body.start, body.end);
    if ('field' in schedule) throw invalid(`body.${schedule.field}`, schedule.message);
    await requireLookups(tx, body);
    const { id, classId } = await insertOffering(tx, {
      kind: 'local_learning',
      title: body.title,
      agendaTypeId: body.agenda_type_id ?? null,
      deliveryMethodId: body.delivery_method_id ?? null,
      personId: me().personId,
      now,
      columns: { sponsoring_org: body.sponsoring_org || null },
    });
    const { rows } = await tx.query<{ timezone: string }>('SELECT timezone FROM classes WHERE id = $1', [classId]);
    await writeSchedule(tx, classId, (rows[0] as { timezone: string }).timezone, body.start, body.end);
    if (body.focus_code) await setFocusCode(tx, id, body.focus_code);
    return { id, class_id: classId };
  },
});
