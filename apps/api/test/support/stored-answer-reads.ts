import type { Queryable, Tx } from '../../src/db/types.ts';
import type { Reads } from '../../src/platform/stored-answers/declaration.ts';

/**
 * What a stored answer's SQL reads, found by PostgreSQL itself (ADR 0062): each statement the
 * answer's computation ran becomes a temporary view, and the view's recorded dependencies
 * (pg_depend) name every table and column the statement reads — in its select list, joins,
 * filters, ordering and subqueries — whatever plan it would take.
 */

export interface Statement {
  text: string;
  params: readonly unknown[];
}

/** A Queryable that notes every statement run through it. */
export function recording(tx: Queryable): { tx: Queryable; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    tx: {
      query(text, params = []) {
        statements.push({ text, params });
        return tx.query(text, params);
      },
    },
  };
}

interface Dependency {
  rel: string;
  kind: string;
  column: string | null;
  fn: string | null;
}

/** The statement as a view's query: each $n a typed NULL (the types PostgreSQL infers when it prepares it). */
async function viewable(tx: Tx, text: string, n: number): Promise<string> {
  await tx.exec(`PREPARE stored_answer_read_${n} AS ${text}`);
  const { rows } = await tx.query<{ types: string[] | null }>(
    'SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1',
    [`stored_answer_read_${n}`],
  );
  await tx.exec(`DEALLOCATE stored_answer_read_${n}`);
  const types = rows[0]?.types ?? [];
  return text.replace(/\$(\d+)\b/g, (_, i: string) => `(NULL::${types[Number(i) - 1]})`);
}

async function dependencies(tx: Tx, text: string, n: number): Promise<Dependency[]> {
  const view = `stored_answer_read_${n}`;
  await tx.exec(`CREATE TEMP VIEW ${view} AS SELECT FROM (${await viewable(tx, text, n)}) q`);
  const { rows } = await tx.query<Dependency>(
    `SELECT c.relname AS rel, c.relkind::text AS kind, a.attname AS column, NULL AS fn
       FROM pg_rewrite r JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
       JOIN pg_class c ON d.refclassid = 'pg_class'::regclass AND c.oid = d.refobjid
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid AND d.refobjsubid > 0
      WHERE r.ev_class = $1::regclass AND c.oid <> r.ev_class
     UNION ALL
     SELECT NULL, NULL, NULL, p.proname
       FROM pg_rewrite r JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
       JOIN pg_proc p ON d.refclassid = 'pg_proc'::regclass AND p.oid = d.refobjid
      WHERE r.ev_class = $1::regclass AND p.pronamespace <> 'pg_catalog'::regnamespace`,
    [view],
  );
  await tx.exec(`DROP VIEW ${view}`);
  return rows;
}

/** Columns the declarations leave implied: tenant_id, and a primary key of one column (besides tenant_id). */
async function impliedColumns(tx: Tx, tables: string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ rel: string; columns: string[] }>(
    `SELECT c.relname AS rel, array_agg(a.attname::text) AS columns
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey) AND a.attname <> 'tenant_id'
      WHERE i.indisprimary AND c.relname = ANY ($1::text[])
      GROUP BY c.relname`,
    [tables],
  );
  const implied = new Set(tables.map((t) => `${t}.tenant_id`));
  for (const { rel, columns } of rows) if (columns.length === 1) implied.add(`${rel}.${columns[0]}`);
  return implied;
}

/** The tables and columns these statements read, and what cannot be declared (views, functions of ours, writes). */
export async function readsOf(tx: Tx, statements: readonly Statement[]): Promise<{ reads: Reads; problems: string[] }> {
  const found = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const [n, { text }] of statements.entries()) {
    if (!/^\s*(SELECT|WITH)\b/i.test(text)) problems.push(`writes or runs something other than a read: ${text.slice(0, 80)}`);
    else
      for (const d of await dependencies(tx, text, n)) {
        if (d.fn) problems.push(`reads through the function ${d.fn}(): declare what it reads and call the tables directly`);
        else if (d.kind !== 'r' && d.kind !== 'p') problems.push(`reads ${d.rel}, which is not a table (relkind ${d.kind})`);
        else {
          const columns = found.get(d.rel as string) ?? new Set<string>();
          if (d.column) columns.add(d.column);
          found.set(d.rel as string, columns);
        }
      }
  }
  const implied = await impliedColumns(tx, [...found.keys()]);
  const reads: Record<string, string[]> = {};
  for (const [rel, columns] of [...found].sort(([a], [b]) => a.localeCompare(b)))
    reads[rel] = [...columns].filter((c) => !implied.has(`${rel}.${c}`)).sort();
  return { reads, problems };
}

/** What `derived` reads that `declared` does not name ('table' or 'table.column'), and the reverse. */
export function compareReads(declared: Reads, derived: Reads): { undeclared: string[]; unread: string[] } {
  const missing = (a: Reads, b: Reads) =>
    Object.entries(a).flatMap(([table, columns]) => {
      const other = b[table];
      if (!other) return [table];
      return columns.filter((c) => !other.includes(c)).map((c) => `${table}.${c}`);
    });
  return { undeclared: missing(derived, declared), unread: missing(declared, derived) };
}
