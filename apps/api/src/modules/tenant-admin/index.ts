/**
 * The public entry of the tenant-admin module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { tenantAdminRoutes } from './routes.ts';
