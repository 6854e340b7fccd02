/**
 * Reference data: the lookups (delivery methods, agenda types), the reference settings and their changes.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './rules/lookups.ts';
export * from './rules/reference-mutations.ts';
export * from './rules/reference-settings.ts';
export * from './schemas/reference.ts';
