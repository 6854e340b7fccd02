/**
 * The course: its schemas, agenda, workflow, validation, credits, offering kinds, policy and steps.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/course-policy.ts';
export * from './policy/local-learning-codes.ts';
export * from './rules/agenda-moves.ts';
export * from './rules/course-steps.ts';
export * from './rules/course-validation.ts';
export * from './rules/course-workflow.ts';
export * from './rules/credits.ts';
export * from './rules/element-config.ts';
export * from './rules/module-allocations.ts';
export * from './rules/module-time.ts';
export * from './rules/offering-kinds.ts';
export * from './schemas/course-search.ts';
export * from './schemas/course-steps.ts';
export * from './schemas/courses.ts';
