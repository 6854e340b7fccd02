import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { approvalChecklist } from '../learning-objects/index.ts';
import { courseObjectType } from './course-object-type.ts';

export const getCourseValidation = defineRoute(endpoints.getCourseValidation, {
  summary: 'The approval checklist: one PASS or FAIL row per section with its message; a course cannot be finalized while one fails',
  tags: ['approvals'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    return approvalChecklist(tx, courseObjectType, params.id, me());
  },
});
