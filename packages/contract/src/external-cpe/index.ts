/**
 * External CPE requests: schemas, checklist, credits, elements, status, policy and steps.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/external-cpe-policy.ts';
export * from './rules/ecp-checklist.ts';
export * from './rules/ecp-credits.ts';
export * from './rules/ecp-elements.ts';
export * from './rules/ecp-status.ts';
export * from './rules/ecp-steps.ts';
export * from './rules/external-cpe-steps.ts';
export * from './schemas/external-cpe.ts';
