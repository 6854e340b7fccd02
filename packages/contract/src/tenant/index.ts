/**
 * The firm (tenant): onboarding, settings, theme and its contrast, the host names.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './rules/contrast.ts';
export * from './rules/tenant-host.ts';
export * from './rules/tenant-onboarding.ts';
export * from './schemas/tenant-admin.ts';
