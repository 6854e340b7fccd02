/**
 * The class: days and times, roster, attendance codes, elements, certification, sync, learner credits, policy and steps.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/class-policy.ts';
export * from './rules/attendance-codes.ts';
export * from './rules/class-certification.ts';
export * from './rules/class-days.ts';
export * from './rules/class-elements.ts';
export * from './rules/class-messages.ts';
export * from './rules/class-rules.ts';
export * from './rules/class-statuses.ts';
export * from './rules/class-steps.ts';
export * from './rules/class-sync.ts';
export * from './rules/class-times.ts';
export * from './rules/elapsed-minutes.ts';
export * from './rules/learner-credits.ts';
export * from './rules/limited-credits.ts';
export * from './rules/roster.ts';
export * from './schemas/class-days.ts';
export * from './schemas/class-parts.ts';
export * from './schemas/classes.ts';
export * from './schemas/roster-compact.ts';
