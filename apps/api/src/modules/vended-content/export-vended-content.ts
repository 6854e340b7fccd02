import { csvRow, endpoints, VENDED_CONTENT_EXPORT_COLUMNS, type VendedContentSearchFilters } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { defineRoute } from '../../platform/route.ts';
import { vendedAccess } from './vended-access.ts';
import { type VendedCursor, type VendedSearchDbRow, vendedSearchQuery } from './vended-search-sql.ts';

/** The most rows one export holds; a larger result is cut there (header x-export-truncated: true). */
const MAX_ROWS = 100_000;
/** Rows per query: the export walks the result by keyset. */
const BATCH = 5_000;
const CRLF = '\r\n';

/** The search as CSV (CRLF); every cell goes through the contract's csvRow (quoting, formula neutralizing). */
export async function vendedCsv(tx: Queryable, filters: VendedContentSearchFilters, opts: { batch?: number; maxRows?: number } = {}) {
  const batchSize = opts.batch ?? BATCH;
  const maxRows = opts.maxRows ?? MAX_ROWS;
  const lines = [csvRow(VENDED_CONTENT_EXPORT_COLUMNS)];
  let after: VendedCursor | undefined;
  let rows = 0;
  for (;;) {
    const want = Math.min(batchSize, maxRows - rows);
    const { text, values } = vendedSearchQuery({ filters, after, limit: want + 1 });
    const result = await tx.query<VendedSearchDbRow>(text, values);
    const batch = result.rows.slice(0, want);
    for (const r of batch) {
      lines.push(
        csvRow([
          r.id,
          r.title,
          r.vendor_name,
          r.course_status,
          r.delivery_method,
          r.agenda_type,
          r.version,
          r.lms_id,
          r.created_by_name,
          r.updated_at,
        ]),
      );
    }
    rows += batch.length;
    const last = batch.at(-1);
    const more = result.rows.length > batch.length;
    if (!more || !last) return { csv: lines.join(CRLF) + CRLF, rows, truncated: false };
    if (rows >= maxRows) return { csv: lines.join(CRLF) + CRLF, rows, truncated: true };
    after = { sort: filters.sort, key: last.sort_key, id: last.id };
  }
}

export const exportVendedContent = defineRoute(endpoints.exportVendedContent, {
  summary: 'Vended content search as CSV: the same filters and sort, no paging, at most 100,000 rows',
  tags: ['vended content'],
  auth: vendedAccess(),
  async handler({ query, tx, reply }) {
    const { csv, rows, truncated } = await vendedCsv(tx, query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="vended-content.csv"')
      .header('x-export-rows', String(rows));
    if (truncated) reply.header('x-export-truncated', 'true');
    return csv;
  },
});
