import { courseIdParams, validationResponse } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess, loadCourse } from './course-access.ts';
import { validateCourseRecord } from './course-validation-input.ts';

export const getCourseValidation = defineRoute({
  method: 'GET',
  url: '/agendas/validation/:id',
  summary: 'The approval checklist: one PASS or FAIL row per section with its message; a course cannot be finalized while one fails',
  tags: ['approvals'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: validationResponse },
  async handler({ params, tx, me }) {
    const course = await loadCourse(tx, params.id, me());
    return validateCourseRecord(tx, course);
  },
});
