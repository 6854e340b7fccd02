import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess } from '../../../shared/course-access.ts';
import { removeContact } from '../../learning-objects/index.ts';
import { courseObjectType } from '../course-object-type.ts';

export const removeCoursePerson = defineRoute(endpoints.removeCoursePerson, {
  summary: 'Remove a contact from a course',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, tx, me, now }) {
    return removeContact(tx, courseObjectType, params.coursePeopleId, me(), now);
  },
});
