import { endpoints } from '@cpe/contract';
import { conflict } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { loadTenantSettings } from '../../../platform/tenant-settings.ts';
import { COURSE_OBJECT_TYPE, courseAccess, requireCourse } from '../../../shared/course-access.ts';
import type { LmsType } from '../../lms/index.ts';
import { enqueueLmsSync } from '../../lms/index.ts';
import { COURSE_SYNC_ACTION } from './course-sync.ts';

export const updateSapCourse = defineRoute(endpoints.updateSapCourse, {
  summary: "Sync the course with the tenant's LMS; answers the request id that the screen polls as a queued status",
  tags: ['lms sync'],
  auth: courseAccess(),
  async handler({ body, tx, me, now, tenant, services }) {
    const course = await requireCourse(tx, body.courseId, me(), 'sync');
    // A local learning goes to the LMS through its own submission (POST /csod/submit-local-learning/{id}).
    if (course.kind !== 'course') throw conflict('Only a course is synced with the LMS this way.');
    const settings = await loadTenantSettings(tx, ['defaultLms']);
    const requestId = await enqueueLmsSync(tx, services.jobs, {
      tenantId: tenant.id,
      objectType: COURSE_OBJECT_TYPE,
      objectId: course.id,
      lmsType: (settings.defaultLms ?? 'SAP') as LmsType,
      action: COURSE_SYNC_ACTION,
      personId: me().personId,
      now,
    });
    return { data: [[{ request_id: requestId }]] };
  },
});
