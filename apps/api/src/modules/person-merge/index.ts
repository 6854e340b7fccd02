/**
 * The public entry of the person-merge module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { mergeSummaryJob } from './merge-preview.ts';
export { personMergeRoutes } from './routes.ts';
