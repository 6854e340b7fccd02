/**
 * The public entry of the admin-area module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { sectionsNotApplying, withChecklistSettings } from './checklist-settings-read.ts';
export { adminAreaRoutes } from './routes.ts';
