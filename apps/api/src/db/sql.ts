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

/**
 * A page size written into the statement's text. A whole number checked here is safe to
 * inline, and a literal LIMIT lets a plan made once for every value (a search's, ADR 0050)
 * know how many rows the page stops after: with `LIMIT $1` it would assume a tenth of the table.
 */
export function limitSql(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Invalid LIMIT: ${limit}`);
  return String(limit);
}

/**
 * True where `haystack` contains `needle` (both folded alike). strpos finds what
 * LIKE '%…%' finds, with no wildcard to escape, and the planner estimates it differently:
 * under a plan made once for every value (ADR 0050) it assumes a third of the rows match
 * (LIKE: one in two hundred), so a page is read in its sort's index order and stops at the
 * limit, rather than every match gathered and sorted.
 */
export const containsSql = (haystack: string, needle: string) => `strpos(${haystack}, ${needle}) > 0`;

/**
 * Searched-for text as a parameter, lower-cased as the lower-cased columns it is compared
 * with (title_key, lower(…)). A printable-ASCII text is lower-cased here; any other text by
 * the database's lower(), once per statement (an InitPlan), not once per row.
 */
export function foldedTextSql(p: SqlParams, text: string): string {
  return isPrintableAscii(text) ? `${p.add(text.toLowerCase())}::text` : `(SELECT lower(${p.add(text)}::text))`;
}

const isPrintableAscii = (text: string) => /^[\x20-\x7e]+$/.test(text);

/**
 * A column lower-cased to be compared with foldedTextSql(text). No index serves these
 * comparisons, so each candidate row pays the fold: for a printable-ASCII text, folding ASCII
 * only (COLLATE "C") finds the same rows at about half the cost of the locale's lower().
 */
export const foldedColumnSql = (column: string, text: string) =>
  isPrintableAscii(text) ? `lower(${column} COLLATE "C")` : `lower(${column})`;
