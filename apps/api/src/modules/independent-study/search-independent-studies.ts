import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { encodeCursor } from '../../shared/search-sql.ts';
import { studyAccess } from './study-access.ts';
import { decodeStudyCursor, type StudySearchDbRow, studySearchQuery, toStudyRow } from './study-search-sql.ts';

export const searchIndependentStudies = defineRoute(endpoints.searchIndependentStudies, {
  summary: 'Independent study search (/independentstudy-search): text, status, program; sort; keyset paging (pass nextCursor as cursor)',
  tags: ['independent study'],
  auth: studyAccess(),
  search: true,
  async handler({ body, tx }) {
    const { cursor, limit, ...filters } = body;
    // One row more than the page tells whether another page follows.
    const { text, values } = studySearchQuery(filters, decodeStudyCursor(cursor, filters.sort), limit + 1);
    const { rows } = await tx.query<StudySearchDbRow>(text, values);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ sort: filters.sort, key: last.sort_key, id: last.id }) : null;
    return { items: page.map(toStudyRow), nextCursor };
  },
});
