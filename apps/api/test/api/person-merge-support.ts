import { expect } from 'vitest';
import { DEDUPLICATED, REASSIGNED_COLUMNS, SPECIAL_COLUMNS } from '../../src/modules/person-merge/merge-plan.ts';
import { eventually } from '../support/eventually.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** What the merge tests share: the call, the preview polled as the page polls it, and row counts per column. */

export function mergeCall(server: TestServer, s: Session) {
  return (survivorId: number, victimId: number, getSummary: boolean) =>
    as(server, s)('POST', '/api/person/merge', { body: { survivorId, victimId, getSummary } });
}

/** Asks for the preview until it is there, as the page does; returns the summary. */
export async function pollSummary(server: TestServer, s: Session, survivorId: number, victimId: number) {
  const merge = mergeCall(server, s);
  return eventually(
    async () => {
      const res = await merge(survivorId, victimId, true);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.status === 'ready' ? res.body.summary : null;
    },
    { timeoutMs: 20_000, intervalMs: 250, what: 'the merge summary' },
  );
}

/** Every column a merge moves (merge-plan.ts), as table.column. */
export const MOVED_COLUMNS = [
  ...REASSIGNED_COLUMNS,
  ...DEDUPLICATED.map((d) => [d.table, d.column] as const),
  ...SPECIAL_COLUMNS.filter(([t]) => t !== 'sessions' && t !== 'account_links'),
].map(([t, c]) => `${t}.${c}`);

/** How many rows of each moved column name each of these people. */
export async function countsByColumn(server: TestServer, personIds: number[]): Promise<Record<string, Record<number, number>>> {
  return server.db.asOwner(async (tx) => {
    const out: Record<string, Record<number, number>> = {};
    for (const key of MOVED_COLUMNS) {
      const [table, column] = key.split('.') as [string, string];
      const { rows } = await tx.query<{ id: number; n: number | string }>(
        `SELECT x.id, (SELECT count(*) FROM ${table} t WHERE t.${column} = x.id) AS n FROM unnest($1::int[]) AS x(id)`,
        [personIds],
      );
      out[key] = Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
    }
    return out;
  });
}
