/**
 * The home page: work, alerts and the health answer.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './schemas/alerts.ts';
export * from './schemas/health.ts';
export * from './schemas/home.ts';
