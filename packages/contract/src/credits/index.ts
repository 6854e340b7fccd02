/**
 * CPE credits by the Standards (ADR 0051): rounding, field-of-study splits, monitoring, word counts, and the credit limitations.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/credit-limitation-policy.ts';
export * from './rules/credit-rounding.ts';
export * from './rules/field-split.ts';
export * from './rules/irs-hours.ts';
export * from './rules/monitoring.ts';
export * from './rules/question-minimums.ts';
export * from './rules/word-count.ts';
export * from './schemas/credit-limitations.ts';
