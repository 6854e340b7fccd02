/**
 * The admin area: checklist settings, IRS CE, the health check, NASBA question sets, and who opens which admin page.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './rules/checklist-settings.ts';
export * from './rules/irs-ce-rules.ts';
export * from './schemas/checklist-settings.ts';
export * from './schemas/health-check.ts';
export * from './schemas/irs-ce.ts';
export * from './schemas/nasba-sets.ts';
