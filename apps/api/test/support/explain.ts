import type { Database } from '../../src/db/types.ts';

/** A parameter in the text form pg sends it in: arrays as {…} with quoted elements, dates as ISO. */
function textForm(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(textForm(v)).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** A parameter as an SQL literal, for EXECUTE's arguments. */
function literal(value: unknown): string {
  const text = textForm(value);
  return text === null ? 'NULL' : `'${text.replace(/'/g, "''")}'`;
}

/**
 * The plan a search statement runs with, on the searches' connections (ADR 0050): there
 * PostgreSQL makes one plan for every value searched for, so the plan tested is the plan
 * served. `EXPLAIN <statement>` with parameters would plan for the values given; a prepared
 * statement's EXPLAIN EXECUTE shows the plan it keeps. On PGlite it is the plan of these values.
 */
export async function explainSearch(db: Database, tenantId: number, q: { text: string; values: unknown[] }): Promise<string> {
  const args = q.values.map(literal).join(', ');
  return db.withTenant(
    { tenantId },
    async (tx) => {
      await tx.exec(`PREPARE explained_search AS ${q.text}`);
      try {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE explained_search${args ? `(${args})` : ''}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await tx.exec('DEALLOCATE explained_search');
      }
    },
    undefined,
    'search',
  );
}
