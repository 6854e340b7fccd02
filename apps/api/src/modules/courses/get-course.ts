import { endpoints } from '@cpe/contract';
import { tenantKept } from '../../platform/caches.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, loadCourse } from './course-access.ts';
import { loadCourseResponse } from './course-read.ts';

export const getCourse = defineRoute(endpoints.getCourse, {
  summary: 'A course: header, CPE details, agenda by day, external ids, and what the caller may do',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, tx, me, services, tenant, now }) {
    const course = await loadCourse(tx, params.id, me());
    return loadCourseResponse(tx, course, me(), tenantKept(services.caches.settings, tenant.id, now));
  },
});
