/**
 * The five reports and their rules.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './rules/report-rules.ts';
export * from './schemas/reports.ts';
