/**
 * The LMS's calls: learning-object status and the Cornerstone (CSOD) submission.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './schemas/csod.ts';
export * from './schemas/lms-status.ts';
