/**
 * The public entry of the health module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { registerHealthRoutes } from './routes.ts';
