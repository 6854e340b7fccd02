import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess } from '../../../shared/course-access.ts';
import { addContact } from '../../learning-objects/index.ts';
import { courseObjectType } from '../course-object-type.ts';

export const addCoursePerson = defineRoute(endpoints.addCoursePerson, {
  summary: 'Add a contact (owner, developer, subject matter expert, reviewer, coordinator) to a course',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    return addContact(tx, courseObjectType, params.agendaId, me(), body, now);
  },
});
