import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';
import { serveCourse } from './answer/answer-serve.ts';

export const getCourse = defineRoute(endpoints.getCourse, {
  summary: 'A course: header, CPE details, agenda by day, external ids, and what the caller may do',
  tags: ['courses'],
  auth: courseAccess(),
  handler: serveCourse,
});
