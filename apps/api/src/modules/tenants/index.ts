/**
 * The public entry of the tenants module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { createTenant, OnboardingError, type TenantCreated, validateOnboarding } from './create-tenant.ts';
