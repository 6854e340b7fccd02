import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';
import { pendingSyncs } from './course-sync.ts';

export const courseEvents = defineRoute(endpoints.courseEvents, {
  summary: "The course's recent LMS events; finished once none is in flight",
  tags: ['lms sync'],
  auth: courseAccess(),
  async handler({ body, tx, me }) {
    await loadCourse(tx, body.courseId, me());
    const events = await pendingSyncs(tx, body.courseId);
    return { finished: !events.some((e) => e.status === 'queued' || e.status === 'sent'), events };
  },
});
