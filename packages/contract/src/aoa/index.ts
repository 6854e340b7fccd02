/**
 * The affidavit of attendance: its schemas, rules, messages, policy and steps.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/aoa-policy.ts';
export * from './rules/aoa-messages.ts';
export * from './rules/aoa-rules.ts';
export * from './rules/aoa-steps.ts';
export * from './schemas/aoa.ts';
