import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { objectHistory } from '../learning-objects/index.ts';
import { courseObjectType } from './course-object-type.ts';

export const getCourseWorkflowHistory = defineRoute(endpoints.getCourseWorkflowHistory, {
  summary: "The course's workflow history, newest first",
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    return objectHistory(tx, courseObjectType, params.id, me());
  },
});
