import { endpoints, type PersonSearchHit, USER_ADMINISTRATION_REQUIREMENT } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { classAccess } from '../../shared/class-access.ts';
import { personSearchSql } from './person-search-sql.ts';

/**
 * The person pickers of the course and class screens (developer, instructors, reviewers,
 * contacts, roster learners, the class search's person filter) search here as the user types,
 * instead of loading every person of the firm. Staff only: whoever may open the course or
 * class screens (the class codes include every course code), and user administrators (the
 * roles page gives roles to people found here). Row-level security keeps the
 * search inside the caller's tenant, so another tenant's ids in `ids` are simply not found.
 */
export const searchPersons = defineRoute(endpoints.searchPersons, {
  summary: 'People by the start of their name, display id or e-mail (the person pickers), or by id',
  tags: ['persons'],
  auth: classAccess().or(allow.permissions(...USER_ADMINISTRATION_REQUIREMENT)),
  search: true,
  async handler({ query, tx }) {
    const { text, values } = personSearchSql(query);
    const { rows } = await tx.query<PersonSearchHit>(text, values);
    return { people: rows };
  },
});
