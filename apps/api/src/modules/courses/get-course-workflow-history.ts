import { courseIdParams, workflowHistoryResponse } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { listWorkflow } from '../workflow/history.ts';
import { COURSE_OBJECT_TYPE, courseAccess, loadCourse } from './course-access.ts';

export const getCourseWorkflowHistory = defineRoute({
  method: 'GET',
  url: '/course/workflow-history/:id',
  summary: "The course's workflow history, newest first",
  tags: ['courses'],
  auth: courseAccess(),
  schema: { params: courseIdParams, response: workflowHistoryResponse },
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.id, me());
    return listWorkflow(tx, COURSE_OBJECT_TYPE, params.id);
  },
});
