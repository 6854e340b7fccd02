/**
 * The export rule (extended per OWASP "CSV Injection", ADR 0058), the one place
 * every CSV and XLSX export takes its cells from.
 *
 * Export rule: "Export cells beginning with = + - @ tab or CR are prefixed with an apostrophe."
 * OWASP adds line feed, NUL (ASVS 1.2.10) and warns that separators and quotes let a value
 * start a new cell whose first character is a trigger. So a text is prefixed with an
 * apostrophe when:
 * - it begins (after any apostrophes) with a control character: tab, CR, LF, NUL and the rest,
 *   which spreadsheets drop or treat as white space before reading the cell; or
 * - its first character that a spreadsheet could skip past (white space, control and invisible
 *   format characters, quotes, the list separators , and ;) is = + - @ or their full-width
 *   forms (an East Asian input method turns those into formulas too).
 * Apostrophes count as skippable so that prefixing is reversible: `unneutralizeFormula` strips
 * exactly the apostrophe this added. Only text is neutralized: a figure the server holds as a
 * number (a negative credit adjustment) is written as a number, which no spreadsheet runs; a text
 * that looks like one ("-1.5") is text and keeps the spec's rule.
 */
const FORMULA_TRIGGER = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** What a spreadsheet may skip before it looks for a formula: white space, control and format characters, quotes, separators. */
const SKIPPABLE_PREFIX = /^[\s\p{Cc}\p{Cf}"',;]+/u;
const CONTROL_START = /^'*\p{Cc}/u;

/** True when a text would be read (now, or after a user's edit or a re-split) as a formula. */
export function needsFormulaPrefix(text: string): boolean {
  if (CONTROL_START.test(text)) return true;
  return FORMULA_TRIGGER.test(text.replace(SKIPPABLE_PREFIX, ''));
}

export function neutralizeFormula(value: string): string {
  return needsFormulaPrefix(value) ? `'${value}` : value;
}

/** The inverse of neutralizeFormula: the value as stored, from the cell as exported. */
export function unneutralizeFormula(cell: string): string {
  return cell.startsWith("'") && needsFormulaPrefix(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Quoted when it holds a quote, an apostrophe, a list separator (, or ; so a ;-locale spreadsheet
 * cannot split it), a tab or line break, or white space at either end (which readers trim).
 */
const NEEDS_QUOTES = /[",;'\t\r\n]|^\s|\s$/u;

/** One CSV cell: a text formula-neutralized, then quoted when needed; a finite number as it is. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = neutralizeFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
