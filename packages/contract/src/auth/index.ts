/**
 * Signing in and out, sessions, passwords, external users, registration and proxy sessions.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/user-management-policy.ts';
export * from './rules/password.ts';
export * from './rules/session.ts';
export * from './schemas/auth.ts';
export * from './schemas/external-users.ts';
export * from './schemas/user-management.ts';
