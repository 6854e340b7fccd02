import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess } from './ecp-access.ts';
import { ecpSearchQuery, parseCursor } from './ecp-search-sql.ts';

type Row = { id: number; total_credits: number | string } & Record<string, unknown>;

export const searchExternalCpe = defineRoute(endpoints.searchExternalCpe, {
  summary: 'Search external CPE requests: mine (the caller’s) or admin (the firm’s; ECP051 or ECP050), newest first, keyset paged',
  tags: ['external cpe'],
  auth: ecpAccess(),
  search: true,
  async handler({ body, tx, me }) {
    const { cursor, limit, ...filters } = body;
    const { text, values } = ecpSearchQuery(filters, me(), { afterId: parseCursor(cursor), limit: limit + 1 });
    const { rows } = await tx.query<Row>(text, values);
    const items = rows.slice(0, limit).map((r) => ({ ...r, total_credits: Number(r.total_credits) }));
    const last = items.at(-1);
    return { items: items as never, nextCursor: rows.length > limit && last ? String(last.id) : null };
  },
});
