import { AOA_EXPORT_COLUMNS, type AoaSearchRow, csvRow, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { aoaAccess } from './aoa-access.ts';
import { type AoaCursor, aoaSearchQuery, cursorOf } from './aoa-search-sql.ts';

const EXPORT_MAX_ROWS = 100_000;
const BATCH = 5_000;

/** GET /aoa/export: the search's filters, no paging, as CSV (formula cells neutralized by csvRow). */
export const exportAoas = defineRoute(endpoints.exportAoas, {
  summary: 'Affidavit search as CSV: the same filters and scopes, at most 100,000 rows',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ query, tx, me, reply }) {
    const lines = [csvRow(AOA_EXPORT_COLUMNS)];
    let after: AoaCursor | undefined;
    let count = 0;
    for (;;) {
      const want = Math.min(BATCH, EXPORT_MAX_ROWS - count);
      const { text, values } = aoaSearchQuery({ filters: query, viewer: me(), after, limit: want + 1 });
      const { rows } = await tx.query<AoaSearchRow>(text, values);
      const batch = rows.slice(0, want);
      for (const r of batch)
        lines.push(
          csvRow([
            r.requestId,
            r.request_status,
            r.requestor_name,
            r.classId,
            r.class_title,
            r.start_date,
            r.verificationType,
            r.submitted_on,
            r.updated_on,
          ]),
        );
      count += batch.length;
      const last = batch.at(-1);
      if (rows.length <= batch.length || !last || count >= EXPORT_MAX_ROWS) break;
      after = cursorOf(last);
    }
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="affidavits.csv"')
      .header('cache-control', 'no-store')
      .header('x-export-rows', String(count));
    return `${lines.join('\r\n')}\r\n`;
  },
});
