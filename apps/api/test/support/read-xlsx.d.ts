/**
 * Reads back the sheets of an .xlsx file as rows of strings, for tests (API and e2e):
 * the workbook's sheet names, each sheet's cells in order (inline strings, shared strings
 * and numbers). Enough for the files the product writes and for checking what Excel would show.
 */
export declare function readXlsx(bytes: Uint8Array): {
  name: string;
  rows: string[][];
}[];
