import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { courseObjectType } from '../courses/index.ts';
import { listObjectDocuments } from '../learning-objects/index.ts';

export const listCourseDocuments = defineRoute(endpoints.listCourseDocuments, {
  summary: "The course's documentation and the attachment types it may have",
  tags: ['documents'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    return listObjectDocuments(tx, courseObjectType, params.id, me());
  },
});
