/**
 * SQL fragments shared by queries. Both drivers return timestamps as Date objects;
 * the API sends ISO-8601 strings, so queries format them in SQL once.
 */
export const isoSql = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as YYYY-MM-DD. */
export const ymdSql = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

/** A person's display name. */
export const personNameSql = (alias: string) => `(${alias}.name_primary_first || ' ' || ${alias}.name_primary_last)`;

/**
 * Runs the reads of one transaction one after another. A connection executes one
 * statement at a time anyway, and pg deprecates queueing queries on a busy client,
 * so handlers gather related reads with this instead of Promise.all.
 */
export async function inOrder<T extends readonly (() => Promise<unknown>)[]>(
  ...steps: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/** Numbers the parameters: `add(value)` returns its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
