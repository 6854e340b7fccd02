/**
 * The public entry of the auth module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { createAccountLink, LINK_LIFETIME_MINUTES, linkUrl } from './account-links.ts';
export { assertNotLockedOut, clearFailures, recordFailure, throttleKey } from './login-throttle.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { authRoutes } from './routes.ts';
