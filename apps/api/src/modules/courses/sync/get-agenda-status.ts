import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';
import { pendingSyncs } from './course-sync.ts';

export const getAgendaStatus = defineRoute(endpoints.getAgendaStatus, {
  summary: 'status_good is 1 when no LMS sync of the agenda is still in flight',
  tags: ['lms sync'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.course_agenda_id, me());
    const events = await pendingSyncs(tx, params.course_agenda_id);
    return { status_good: events.some((e) => e.status === 'queued' || e.status === 'sent') ? (0 as const) : (1 as const) };
  },
});
