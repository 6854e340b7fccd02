import { endpoints, type PersonType, type UserSearchType, userSearchTypes } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { forbidden } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { USER_ADMINISTRATION } from '../../shared/person-admin.ts';
import { decodeUserCursor, encodeUserCursor, type UserSearchDbRow, userSearchSql } from './user-search-sql.ts';

/** The types the caller may search for `requested`; a type they do not administer is a 403 naming it. */
export function typesFor(session: Session, requested: UserSearchType): PersonType[] {
  const types = userSearchTypes(session.permissions, requested);
  if (!types) throw forbidden(`You do not administer ${requested} users.`);
  return types;
}

/** POST /user-administration/search: one page in name order; `next` is the following page's `after`. */
export const searchUsers = defineRoute(endpoints.searchUsers, {
  summary: 'User administration search: name, e-mail or display id prefix, person type, keyset paging (pass next as after)',
  tags: ['user administration'],
  auth: allow.permissions(...USER_ADMINISTRATION),
  search: true,
  async handler({ body, tx, me }) {
    const types = typesFor(me(), body.type);
    const after = body.after ? decodeUserCursor(body.after) : undefined;
    // One row more than the page tells whether another page follows.
    const { text, values } = userSearchSql({ q: body.q, types, after, limit: body.limit + 1 });
    const { rows } = await tx.query<UserSearchDbRow>(text, values);
    const people = rows.slice(0, body.limit);
    const last = people.at(-1);
    return { people, next: rows.length > body.limit && last ? encodeUserCursor(last) : null };
  },
});
