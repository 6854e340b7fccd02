/**
 * The public entry of the user-management module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { userManagementRoutes } from './routes.ts';
export { assertExternalEmailAllowed, loadUserManagement } from './user-management-settings.ts';
