/**
 * The offerings that are not plain courses: local learning, independent study (and its final exams), vended content.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './policy/independent-study-policy.ts';
export * from './policy/local-learning-policy.ts';
export * from './policy/offering-policy.ts';
export * from './policy/vended-content-policy.ts';
export * from './rules/independent-study-rules.ts';
export * from './rules/independent-study-steps.ts';
export * from './rules/local-learning-rules.ts';
export * from './rules/local-learning-steps.ts';
export * from './rules/self-study-exam.ts';
export * from './rules/vended-content-checklist.ts';
export * from './rules/vended-content-steps.ts';
export * from './schemas/independent-study.ts';
export * from './schemas/local-learning.ts';
export * from './schemas/self-study-exam.ts';
export * from './schemas/vended-content.ts';
