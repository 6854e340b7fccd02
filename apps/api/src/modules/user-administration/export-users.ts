import { csvRow, endpoints, personTypeLabel, USER_SEARCH_EXPORT_COLUMNS, type UserSearchFilters } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { USER_ADMINISTRATION } from '../../shared/person-admin.ts';
import { typesFor } from './search-users.ts';
import { type UserCursor, type UserSearchDbRow, userSearchSql } from './user-search-sql.ts';

/** The most rows one export holds; a larger result is cut there (header x-export-truncated: true). */
const MAX_ROWS = 100_000;
/** Rows per query: the export walks the result by keyset, as the pages do. */
const BATCH = 5_000;
const CRLF = '\r\n';

/** The search as CSV (CRLF); every cell goes through the contract's csvRow (quoting, formula rule). */
export async function usersCsv(
  tx: Queryable,
  session: Session,
  filters: UserSearchFilters,
  opts: { batch?: number; maxRows?: number } = {},
) {
  const types = typesFor(session, filters.type);
  const batchSize = opts.batch ?? BATCH;
  const maxRows = opts.maxRows ?? MAX_ROWS;
  const lines = [csvRow(USER_SEARCH_EXPORT_COLUMNS)];
  let after: UserCursor | undefined;
  let rows = 0;
  for (;;) {
    const want = Math.min(batchSize, maxRows - rows);
    const { text, values } = userSearchSql({ q: filters.q, types, after, limit: want + 1 });
    const result = await tx.query<UserSearchDbRow>(text, values);
    const batch = result.rows.slice(0, want);
    for (const r of batch) {
      lines.push(
        csvRow([
          `${r.first_name} ${r.last_name}`,
          r.display_id,
          personTypeLabel(r.person_type),
          r.email_address,
          r.username,
          r.status,
          r.date_created,
          r.date_login,
        ]),
      );
    }
    rows += batch.length;
    const last = batch.at(-1);
    const more = result.rows.length > batch.length;
    if (!more || !last) return { csv: lines.join(CRLF) + CRLF, rows, truncated: false };
    if (rows >= maxRows) return { csv: lines.join(CRLF) + CRLF, rows, truncated: true };
    after = { last: last.last_name, first: last.first_name, id: last.id };
  }
}

export const exportUsers = defineRoute(endpoints.exportUsers, {
  summary: 'User administration search as CSV: the same text and type, no paging, at most 100,000 rows',
  tags: ['user administration'],
  auth: allow.permissions(...USER_ADMINISTRATION),
  async handler({ query, tx, me, reply }) {
    const { csv, rows, truncated } = await usersCsv(tx, me(), query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="users.csv"')
      .header('x-export-rows', String(rows));
    if (truncated) reply.header('x-export-truncated', 'true');
    return csv;
  },
});
