/**
 * The public entry of the persons module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { loadAuthUser } from './current-user.ts';
export { personRoutes } from './routes.ts';
