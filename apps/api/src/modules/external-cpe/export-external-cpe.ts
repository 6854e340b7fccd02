import { csvRow, ECP_EXPORT_COLUMNS, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess } from './ecp-access.ts';
import { ecpSearchQuery } from './ecp-search-sql.ts';

const EXPORT_MAX_ROWS = 100_000;

/** The search as CSV: the same filters, no paging; cells neutralized and quoted by the contract's csvRow. */
export const exportExternalCpe = defineRoute(endpoints.exportExternalCpe, {
  summary: 'External CPE requests as CSV: the same filters as the search, at most 100,000 rows',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ query, tx, me, reply }) {
    const { text, values } = ecpSearchQuery(query, me(), { limit: EXPORT_MAX_ROWS });
    const { rows } = await tx.query<Record<string, unknown>>(text, values);
    const lines = [
      csvRow(ECP_EXPORT_COLUMNS),
      ...rows.map((r) =>
        csvRow([
          r.id,
          r.title,
          r.requester,
          r.request_status,
          r.sponsor_name,
          r.completion_date,
          Number(r.total_credits),
          r.created_on,
          r.submitted_on,
        ]),
      ),
    ];
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="external-cpe-requests.csv"')
      .header('x-export-rows', String(rows.length));
    return `${lines.join('\r\n')}\r\n`;
  },
});
