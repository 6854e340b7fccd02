import { COURSE_CONTACT_ROLES, courseLookupsResponse, EXTERNAL_ID_TYPES } from '@cpe/contract';
import { inOrder, personNameSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseAccess } from './course-access.ts';

export const courseLookups = defineRoute({
  method: 'GET',
  url: '/course/lookups',
  summary: 'What the course screens choose from: module types, program qualifications, internal people, contact roles, external id types',
  tags: ['courses'],
  auth: courseAccess(),
  schema: { response: courseLookupsResponse },
  async handler({ tx }) {
    const [types, quals, people] = await inOrder(
      () => tx.query<{ id: number; name: string }>('SELECT id, name FROM module_types ORDER BY id'),
      () =>
        tx.query<{ id: number; name: string; needs_jurisdiction: boolean }>(
          'SELECT id, name, needs_jurisdiction FROM program_qualifications ORDER BY name',
        ),
      () =>
        tx.query<{ id: number; name: string }>(
          `SELECT p.id, ${personNameSql('p')} AS name FROM persons p WHERE p.person_type = 'internal'
          ORDER BY p.name_primary_last, p.name_primary_first LIMIT 5000`,
        ),
    );
    return {
      moduleTypes: types.rows,
      programQualifications: quals.rows,
      people: people.rows,
      contactRoles: [...COURSE_CONTACT_ROLES],
      externalIdTypes: [...EXTERNAL_ID_TYPES],
    };
  },
});
