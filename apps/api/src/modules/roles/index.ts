/**
 * The public entry of the roles module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { authorityOf, loadAuthority, mergeRoleChanges } from './grant-ceiling.ts';
export { roleRoutes } from './routes.ts';
