/**
 * The public entry of the jurisdictions module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { loadLicenses } from './license-read.ts';
export { jurisdictionRoutes } from './routes.ts';
