/**
 * Export cells beginning with = + - @ tab or CR are prefixed with an apostrophe
 * (spec §5), so spreadsheets do not run them as formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV cell: formula-neutralized, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutralizeFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
