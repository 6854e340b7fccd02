import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { encodeCursor } from '../../shared/search-sql.ts';
import { learnerStudyPage } from './learner-search-sql.ts';
import { decodeStudyCursor } from './study-search-sql.ts';

export const searchLearnerStudies = defineRoute(endpoints.searchLearnerStudies, {
  summary: "The learner's independent study search: Finalized studies by title with the caller's completion; keyset paging",
  tags: ['independent study'],
  auth: allow.signedIn(),
  search: true,
  async handler({ body, tx, me }) {
    const after = decodeStudyCursor(body.cursor, 'title');
    const rows = await learnerStudyPage(tx, body, me().personId, after, body.limit + 1);
    const page = rows.slice(0, body.limit);
    const last = page.at(-1);
    const nextCursor = rows.length > body.limit && last ? encodeCursor({ sort: 'title', key: last.sort_key, id: last.id }) : null;
    return { items: page.map(({ sort_key: _key, ...row }) => row), nextCursor };
  },
});
