import { COURSE_CONTACT_ROLES, EXTERNAL_ID_TYPES, endpoints } from '@cpe/contract';
import { inOrder } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from '../../shared/course-access.ts';

export const courseLookups = defineRoute(endpoints.courseLookups, {
  summary:
    'What the course screens choose from: module types, program qualifications, contact roles, external id types (people: GET /persons/search)',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ tx }) {
    const [types, quals] = await inOrder(
      () => tx.query<{ id: number; name: string }>('SELECT id, name FROM module_types ORDER BY id'),
      () =>
        tx.query<{ id: number; name: string; needs_jurisdiction: boolean }>(
          'SELECT id, name, needs_jurisdiction FROM program_qualifications ORDER BY name',
        ),
    );
    return {
      moduleTypes: types.rows,
      programQualifications: quals.rows,
      contactRoles: [...COURSE_CONTACT_ROLES],
      externalIdTypes: [...EXTERNAL_ID_TYPES],
    };
  },
});
