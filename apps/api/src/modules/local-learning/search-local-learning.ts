import { endpoints, type LocalLearningSearchRow } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { decodeCursor, encodeCursor } from '../../shared/search-sql.ts';
import { localLearningAccess } from './ll-access.ts';
import { type LocalLearningDbRow, localLearningSearchQuery } from './ll-search-sql.ts';

/**
 * POST /api/locallearning/search: one page of the local learnings the caller may see,
 * filtered and sorted, with keyset paging (`after` is the previous page's nextCursor).
 */
export const searchLocalLearning = defineRoute(endpoints.searchLocalLearning, {
  summary: 'Local learning search: filters, sort, and keyset paging (pass nextCursor as after)',
  tags: ['local learning'],
  auth: localLearningAccess(),
  search: true,
  async handler({ body, tx, me }) {
    const { after, limit, ...filters } = body;
    const cursor = after == null ? undefined : decodeCursor(after, filters.sort, 'body.after');
    const { text, values } = localLearningSearchQuery({ filters, viewer: me(), after: cursor, limit: limit + 1 });
    const { rows } = await tx.query<LocalLearningDbRow>(text, values);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ sort: filters.sort, key: last.sort_key, id: last.id }) : null;
    return { items: page.map(toRow), nextCursor };
  },
});

const toRow = ({ sort_key: _key, ...row }: LocalLearningDbRow): LocalLearningSearchRow => row;
