import type { Finds, StoredAnswer } from '../../src/platform/stored-answers/declaration.ts';
import { sqlOf } from './course-answer-fixture.ts';
import type { TestServer } from './test-server.ts';

/**
 * Changes to a stored answer's declared inputs, made in SQL as the schema owner, one committed
 * transaction each (ADR 0062): a row of the table that the answer `key` shows, one declared
 * column of it set to another value, or the row deleted and put back. Values are found from the
 * schema (another row of a referenced table, another value of the column, one derived from the
 * current one), tried in turn until the database accepts one: no list of inputs is kept by hand.
 */

type Row = Record<string, unknown>;

/** The rows of `table` that the answer `key` shows (any row of the tenant for a tenant-wide input). */
function rowsSql(table: string, finds: Finds): string {
  const base = `SELECT to_jsonb(x) AS row FROM ${table} x WHERE x.tenant_id = $1`;
  if (finds.kind === 'tenant') return `${base} ORDER BY 1 LIMIT 1`;
  const keys = `ARRAY[x.${finds.column}]`;
  if (finds.kind === 'lookup') return `${base} AND $2 = ANY (ARRAY(${finds.via(keys, 'x.tenant_id')})) ORDER BY 1 LIMIT 1`;
  return `${base} AND x.${finds.column} = $2${finds.only ? ` AND ${finds.only('x')}` : ''} ORDER BY 1 LIMIT 1`;
}

export class InputChanges {
  private readonly sql;
  constructor(
    server: TestServer,
    private readonly answer: StoredAnswer,
    private readonly tenant: number,
    private readonly key: number,
  ) {
    this.sql = sqlOf(server);
    this.server = server;
  }
  private readonly server: TestServer;

  /** One row of the table that the answer shows; fails when there is none (the fixture must show every input). */
  async row(table: string): Promise<Row> {
    const finds = this.answer.finds[table] as Finds;
    const { rows } = await this.sql(rowsSql(table, finds), finds.kind === 'tenant' ? [this.tenant] : [this.tenant, this.key]);
    const row = rows[0]?.row as Row | undefined;
    if (!row) throw new Error(`the fixture's ${this.answer.name} answer shows no row of ${table}`);
    return row;
  }

  private async primaryKey(table: string, row: Row): Promise<Row> {
    const { rows } = await this.sql(
      `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indisprimary AND i.indrelid = $1::regclass`,
      [table],
    );
    return Object.fromEntries(rows.map((r) => [r.name as string, row[r.name as string]]));
  }

  /** Values to try for the column, as text: other keys of the table it references, other values of its own, derived ones. */
  private async candidates(table: string, column: string, current: unknown): Promise<(string | null)[]> {
    const { rows: meta } = await this.sql(
      `SELECT format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
              (SELECT c.confrelid::regclass::text || '.' || fa.attname FROM pg_constraint c
                 JOIN pg_attribute fa ON fa.attrelid = c.confrelid AND fa.attnum = c.confkey[array_position(c.conkey, a.attnum)]
                WHERE c.conrelid = a.attrelid AND c.contype = 'f' AND a.attnum = ANY (c.conkey) LIMIT 1) AS refers
         FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attname = $2`,
      [table, column],
    );
    const { type, not_null: notNull, refers } = meta[0] as { type: string; not_null: boolean; refers: string | null };
    const now = current === null || current === undefined ? null : String(current);
    const values: (string | null)[] = [];
    const add = async (text: string, params: unknown[] = []) => {
      for (const r of (await this.sql(text, params)).rows) if (r.v !== null && r.v !== now) values.push(String(r.v));
    };
    if (refers) {
      const [ref, refColumn] = refers.split('.');
      // Keys the column does not hold yet first: moving a row where others sit may break a unique key.
      await add(
        `SELECT r.${refColumn}::text AS v FROM ${ref} r WHERE r.tenant_id = $1
          ORDER BY EXISTS (SELECT 1 FROM ${table} x WHERE x.tenant_id = r.tenant_id AND x.${column} = r.${refColumn}), 1 LIMIT 6`,
        [this.tenant],
      );
    }
    const derived: Record<string, string> = {
      boolean: 'NOT coalesce($1::boolean, false)',
      integer: 'coalesce($1::integer, 0) + 1',
      numeric: 'coalesce($1::numeric, 0) + 1',
      date: `coalesce($1::date, date '2026-01-01') + 1`,
      'timestamp with time zone': `coalesce($1::timestamptz, now()) + interval '1 minute'`,
      text: `coalesce($1::text, '') || 'x'`,
    };
    const base = type.replace(/\(.*\)$/, '');
    if (base === 'text') {
      await add(`SELECT DISTINCT ${column}::text AS v FROM ${table} WHERE tenant_id = $1 LIMIT 6`, [this.tenant]);
      // The values a CHECK constraint on the column allows (a status, a scope).
      await add(
        `SELECT DISTINCT (regexp_matches(pg_get_constraintdef(c.oid), '''([^'']*)''', 'g'))[1] AS v FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
         WHERE c.conrelid = $1::regclass AND c.contype = 'c' AND a.attname = $2`,
        [table, column],
      );
    }
    const expression = derived[base];
    if (expression) await add(`SELECT (${expression})::text AS v`, [now]);
    if (base !== 'text') await add(`SELECT DISTINCT ${column}::text AS v FROM ${table} WHERE tenant_id = $1 LIMIT 6`, [this.tenant]);
    if (!notNull && now !== null) values.push(null);
    return values;
  }

  /**
   * Sets the column of the row to another value the database accepts, and returns how to set
   * it back (so that the next change finds the fixture as it was); throws when none is accepted.
   */
  async update(table: string, column: string): Promise<() => Promise<void>> {
    const row = await this.row(table);
    const where = await this.primaryKey(table, row);
    const { rows } = await this.sql(
      'SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2',
      [table, column],
    );
    const type = rows[0]?.type as string;
    const set = `UPDATE ${table} x SET ${column} = $1::${type} WHERE to_jsonb(x) @> $2::jsonb RETURNING to_jsonb(x) AS row`;
    const tried: string[] = [];
    for (const value of await this.candidates(table, column, row[column])) {
      try {
        const done = await this.sql(set, [value, JSON.stringify(where)]);
        const changed = done.rows[0]?.row as Row | undefined;
        if (done.rowCount !== 1 || !changed) continue;
        const back =
          row[column] === null || row[column] === undefined
            ? null
            : typeof row[column] === 'object'
              ? JSON.stringify(row[column])
              : String(row[column]);
        return async () => {
          await this.sql(set, [back, JSON.stringify(await this.primaryKey(table, changed))]);
        };
      } catch (error) {
        tried.push(`${value}: ${(error as Error).message}`);
      }
    }
    throw new Error(`no other value of ${table}.${column} was accepted:\n${tried.join('\n')}`);
  }

  /** Deletes the row; returns it, to be put back. */
  async delete(table: string): Promise<Row> {
    const row = await this.row(table);
    const done = await this.sql(`DELETE FROM ${table} x WHERE to_jsonb(x) @> $1::jsonb`, [
      JSON.stringify(await this.primaryKey(table, row)),
    ]);
    if (done.rowCount !== 1) throw new Error(`${table}: the row was not deleted`);
    return row;
  }

  /** Puts a deleted row back as it was (generated columns left to the database). */
  async insert(table: string, row: Row): Promise<void> {
    const { rows } = await this.sql(
      `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
      [table],
    );
    const columns = rows[0]?.columns as string;
    await this.sql(
      `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM jsonb_populate_record(NULL::${table}, $1::jsonb)`,
      [JSON.stringify(row)],
    );
  }

  get db() {
    return this.server.db;
  }
}
